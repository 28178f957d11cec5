import { DatePicker, Input, Select, Space } from 'antd';
import { component } from '@zhuyun/contracts';
import { useBuildNos, useCodeList, useFloorNos, useProjectOptions, type ComponentFilter } from '../api/use-component-queries';

const { RangePicker } = DatePicker;
const DATE_FIELDS = [
  { value: 'produce_date', label: '生产日期' },
  { value: 'out_date', label: '出厂日期' },
  { value: 'scene_date', label: '进场日期' },
  { value: 'end_install_date', label: '安装日期' },
] as const;

/** The filter bar: project, type, building, floor, progress, a date range of one step, and a number search. */
export function ComponentFilters({ filter, onChange }: { filter: ComponentFilter; onChange: (next: Partial<ComponentFilter>) => void }) {
  const projects = useProjectOptions();
  const types = useCodeList('component_type');
  const builds = useBuildNos(filter.project_id);
  const floors = useFloorNos(filter.project_id, filter.build_no);
  const all = { allowClear: true, style: { width: 140 } };
  return (
    <Space wrap>
      <Select
        aria-label="项目"
        placeholder="选择项目"
        style={{ width: 260 }}
        showSearch={{ optionFilterProp: 'label' }}
        loading={projects.isLoading}
        value={filter.project_id}
        onChange={(project_id) => onChange({ project_id, build_no: undefined, floor_no: undefined })}
        options={projects.data?.list.map((p) => ({ value: p.project_id, label: p.project_name }))}
      />
      <Select
        {...all}
        aria-label="构件类型"
        placeholder="构件类型"
        value={filter.cp_type}
        onChange={(cp_type) => onChange({ cp_type })}
        options={types.data?.list.map((t) => ({ value: t.value, label: t.name }))}
      />
      <Select
        {...all}
        aria-label="楼栋号"
        placeholder="楼栋号"
        value={filter.build_no}
        onChange={(build_no) => onChange({ build_no, floor_no: undefined })}
        options={builds.data?.list.map((b) => ({ value: b, label: `${b}栋` }))}
      />
      <Select
        {...all}
        aria-label="楼层号"
        placeholder="楼层号"
        value={filter.floor_no}
        onChange={(floor_no) => onChange({ floor_no })}
        options={floors.data?.list.map((f) => ({ value: f, label: `${f}层` }))}
      />
      <Select
        {...all}
        aria-label="进度"
        placeholder="进度"
        value={filter.progress as number | undefined}
        onChange={(progress) => onChange({ progress })}
        options={component.PROGRESS_STEPS.map((s) => ({ value: s.progress, label: s.name }))}
      />
      <Select
        {...all}
        aria-label="日期类型"
        placeholder="日期类型"
        value={filter.date_field}
        onChange={(date_field) => onChange({ date_field, ...(date_field ? {} : { start_date: undefined, end_date: undefined }) })}
        options={DATE_FIELDS.map((d) => ({ ...d }))}
      />
      <RangePicker
        aria-label="日期范围"
        disabled={!filter.date_field}
        onChange={(_, [start, end]) => onChange({ start_date: start || undefined, end_date: end || undefined })}
      />
      <Input.Search
        aria-label="构件编号"
        placeholder="搜索构件编号"
        allowClear
        style={{ width: 200 }}
        onSearch={(search) => onChange({ search: search.trim() || undefined })}
      />
    </Space>
  );
}
