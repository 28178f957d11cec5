import Button from 'antd/es/button';
import { useNavigate } from 'react-router';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { check, type ResponseOf } from '@zhuyun/contracts';
import { businessApi, checkKeys, optionsOf, useTemplateOptions } from '../api/check-api';
import { onOffTag, time } from '../components/cells';

type Row = ResponseOf<typeof check.listBusinessConfigs>['list'][number];
const enabledOptions = [
  { value: 1, label: '启用' },
  { value: 0, label: '停用' },
];

/** Which template applies to which business: checks (kind 1, /checkBusinessConfig) or monitoring (kind 2). */
function BusinessConfigList({ kind, title }: { kind: 1 | 2; title: string }) {
  const navigate = useNavigate();
  const templates = useTemplateOptions();
  const types = optionsOf(check.BUSINESS_TYPE_NAMES, kind === 1 ? check.CHECK_BUSINESS_TYPES : check.MONITOR_BUSINESS_TYPES);
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'business_type',
      title: '业务类型',
      sortable: true,
      search: { kind: 'select', options: types },
      form: { kind: 'select', options: types, required: check.CheckMsg.businessTypeInvalid },
      render: (v) => check.BUSINESS_TYPE_NAMES[v as number],
      exportValue: (r) => check.BUSINESS_TYPE_NAMES[r.business_type],
    },
    { key: 'template_name', title: '检查模板', form: { kind: 'select', name: 'template_id', options: templates, required: check.CheckMsg.templateRequired, label: '检查模板' } },
    { key: 'project_name', title: '适用项目', render: (v) => (v as string) || '全部项目' },
    { key: 'enabled', title: '状态', form: { kind: 'select', options: enabledOptions }, render: onOffTag('启用', '停用') },
    { key: 'created_at', title: '创建时间', sortable: true, render: time },
    { key: 'remark', title: '备注', form: { kind: 'textarea', max: 500 } },
  ];
  return (
    <ResourcePage<Row>
      title={title}
      noun="业务配置"
      api={businessApi}
      queryKey={[...checkKeys.business, kind]}
      fixed={{ kind }}
      rowKey="config_id"
      columns={columns}
      initialValues={(row) => (row ? { ...row } : { enabled: 1, business_type: types[0]?.value })}
      describe={(r) => check.BUSINESS_TYPE_NAMES[r.business_type] ?? ''}
      rowActions={(r) => (
        <Button type="link" size="small" onClick={() => navigate(`/checkBusinessConfigDetail?config_id=${r.config_id}`)}>
          详情
        </Button>
      )}
    />
  );
}

export const CheckBusinessConfigPage = () => <BusinessConfigList kind={1} title="检查业务配置" />;
export const MonitorBusinessConfigPage = () => <BusinessConfigList kind={2} title="监控业务配置" />;
