import Select from 'antd/es/select';
import { useProjectOptions } from '../api/site-api';

/** 所属项目: which project's data a page shows; blank means every project of the unit. */
export function ProjectPicker({ value, onChange }: { value: string | undefined; onChange: (projectId: string | undefined) => void }) {
  const options = useProjectOptions();
  return (
    <Select
      aria-label="所属项目"
      allowClear
      placeholder="全部项目"
      style={{ width: 280 }}
      value={value}
      options={options}
      onChange={(v: string | undefined) => onChange(v ?? undefined)}
    />
  );
}
