import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import type { ResourceColumn } from '@zhuyun/ui';
import { model, type ResponseOf } from '@zhuyun/contracts';

export type ModelRow = ResponseOf<typeof model.listModels>['list'][number];
export const FORMAT_NAMES: Record<string, string> = { glb: 'GLB', gltf: 'glTF', ifc: 'IFC' };

/** The columns /modelList and /modelManage share; the project options feed the search and the dialog. */
export function modelColumns(projects: { value: string; label: string }[] | undefined): ResourceColumn<ModelRow>[] {
  return [
    {
      key: 'model_name',
      title: '模型名称',
      sortable: true,
      search: { kind: 'input', name: 'search', placeholder: '搜索模型名称或备注', width: 220 },
      form: { kind: 'input', required: model.ModelMsg.modelNameRequired, max: 100 },
    },
    { key: 'project_id', title: '所属项目', hideInTable: true, search: { kind: 'select', options: projects }, form: { kind: 'select', options: projects } },
    { key: 'project_name', title: '所属项目', render: (v) => (v as string | null) ?? '—' },
    { key: 'version_no', title: '当前版本', render: (v) => (v == null ? <Tag>暂无版本</Tag> : <Tag color="blue">V{v as number}</Tag>), exportValue: (r) => (r.version_no == null ? '' : `V${r.version_no}`) },
    { key: 'model_format', title: '格式', render: (v) => FORMAT_NAMES[v as string] ?? '—' },
    { key: 'version_count', title: '版本数' },
    { key: 'remark', title: '备注', form: { kind: 'textarea', max: 500 } },
    { key: 'updated_at', title: '更新时间', sortable: true, render: (v) => dayjs(v as string).format('YYYY-MM-DD HH:mm') },
  ];
}
