import Select from 'antd/es/select';
import type { useProjectChoice } from '../api/use-project-choice';

/** The project picker above a people page. */
export function ProjectSelect({ choice }: { choice: ReturnType<typeof useProjectChoice> }) {
  return (
    <Select
      aria-label="项目"
      style={{ width: 320 }}
      placeholder="请选择项目"
      loading={choice.loading}
      value={choice.projectId ?? undefined}
      onChange={choice.choose}
      showSearch={{ optionFilterProp: 'label' }}
      options={choice.projects.map((p) => ({ value: p.project_id, label: p.project_name }))}
    />
  );
}
