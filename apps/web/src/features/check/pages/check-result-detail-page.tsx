import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApiClient } from '@zhuyun/ui';
import { check, isUuid } from '@zhuyun/contracts';
import { checkKeys } from '../api/check-api';
import { resultTag, time } from '../components/cells';
import { FormResultView } from '../components/form-result-view';
import { PageState } from '../components/page-state';

/** /checkResultDetail?record_id=…: one filled record, rendered from the version it was filled against. */
export function CheckResultDetailPage() {
  const client = useApiClient();
  const recordId = useSearchParams()[0].get('record_id') ?? '';
  const query = useQuery({
    queryKey: checkKeys.record(recordId),
    queryFn: ({ signal }) => client.call(check.getRecordDetailList, { record_id: recordId }, { signal, silent: true }),
    enabled: isUuid(recordId),
    retry: false,
  });
  const data = query.data;
  return (
    <Card title="检查结果详情">
      <PageState loading={query.isLoading} error={query.error} empty={!data} emptyText="请从检查结果列表选择一条记录" retry={() => void query.refetch()}>
        {() => (
          <>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 3 }}
              style={{ marginBottom: 16 }}
              items={[
                { key: 'no', label: '记录编号', children: data!.record.record_no },
                { key: 'tpl', label: '检查模板', children: data!.record.template_name ?? '—' },
                { key: 'ver', label: '表单版本', children: `V${data!.record.form_version}` },
                { key: 'biz', label: '业务', children: check.BUSINESS_TYPE_NAMES[data!.record.business_type] },
                { key: 'who', label: '填写人', children: data!.record.filled_name ?? '—' },
                { key: 'at', label: '填写时间', children: time(data!.record.created_at) },
                { key: 'res', label: '结论', children: resultTag(data!.record.result) },
              ]}
            />
            <FormResultView definition={data!.definition as check.FormDefinition} answers={data!.answers} files={data!.files} />
          </>
        )}
      </PageState>
    </Card>
  );
}
