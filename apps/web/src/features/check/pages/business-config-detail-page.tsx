import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApiClient } from '@zhuyun/ui';
import { check, isUuid } from '@zhuyun/contracts';
import { checkKeys, useFormVersion } from '../api/check-api';
import { onOffTag, time } from '../components/cells';
import { FormPreview } from '../components/form-preview';
import { PageState } from '../components/page-state';

/** /checkBusinessConfigDetail?config_id=…: a business's configuration and the form its template fills. */
export function BusinessConfigDetailPage() {
  const client = useApiClient();
  const configId = useSearchParams()[0].get('config_id') ?? '';
  const config = useQuery({
    queryKey: [...checkKeys.business, 'detail', configId],
    queryFn: ({ signal }) => client.call(check.getBusinessConfig, { config_id: configId }, { signal, silent: true }),
    enabled: isUuid(configId),
    retry: false,
  });
  const template = useQuery({
    queryKey: [...checkKeys.templates, 'detail', config.data?.template_id],
    queryFn: ({ signal }) => client.call(check.getCheckTemplate, { template_id: config.data!.template_id }, { signal, silent: true }),
    enabled: Boolean(config.data),
    retry: false,
  });
  const form = useFormVersion(template.data?.form_version ? template.data.form_id : null);
  const c = config.data;
  return (
    <Card title="检查业务配置详情">
      <PageState loading={config.isLoading} error={config.error} empty={!c} emptyText="请从检查业务配置选择一条配置" retry={() => void config.refetch()}>
        {() => (
          <>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 3 }}
              items={[
                { key: 'type', label: '业务类型', children: check.BUSINESS_TYPE_NAMES[c!.business_type] },
                { key: 'tpl', label: '检查模板', children: c!.template_name ?? '—' },
                { key: 'project', label: '适用项目', children: c!.project_name ?? '全部项目' },
                { key: 'on', label: '状态', children: onOffTag('启用', '停用')(c!.enabled) },
                { key: 'at', label: '创建时间', children: time(c!.created_at) },
                { key: 'remark', label: '备注', children: c!.remark ?? '—' },
              ]}
            />
            <h4 style={{ margin: '16px 0 8px' }}>{form.data ? `${form.data.form_name}（V${form.data.version}）` : '表单'}</h4>
            {form.data ? <FormPreview definition={form.data.definition as check.FormDefinition} /> : <span style={{ color: '#999' }}>模板的表单尚未设计</span>}
          </>
        )}
      </PageState>
    </Card>
  );
}
