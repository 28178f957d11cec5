import { Select } from 'antd';
import { useExerciseOptions } from '../api/evaluation-queries';

/** Chooses one exercise of the unit (newest first). */
export function ExerciseSelect({ value, onChange }: { value?: string; onChange(id: string): void }) {
  const options = useExerciseOptions();
  return (
    <Select
      aria-label="评价活动"
      style={{ minWidth: 280 }}
      placeholder="请选择评价活动"
      loading={options.isLoading}
      value={value}
      onChange={onChange}
      showSearch
      optionFilterProp="label"
      options={(options.data?.list ?? []).map((e) => ({ value: e.exercise_id, label: e.exercise_name }))}
    />
  );
}
