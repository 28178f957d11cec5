import { useState } from 'react';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApiClient } from '@zhuyun/ui';
import { check, isUuid, type ResponseOf } from '@zhuyun/contracts';
import { checkKeys } from '../api/check-api';
import { resultTag, time } from '../components/cells';
import { PageState } from '../components/page-state';

const PAGE_SIZE = 20;
type Row = ResponseOf<typeof check.getCustomReportDetail>['list'][number];

/** /reportFormDetail?report_id=…: the spec's custom report detail, a server-paged table of the template's records. */
export function ReportFormDetailPage() {
  const client = useApiClient();
  const reportId = useSearchParams()[0].get('report_id') ?? '';
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: checkKeys.report(reportId, page),
    queryFn: ({ signal }) => client.call(check.getCustomReportDetail, { report_id: reportId, page, page_size: PAGE_SIZE }, { signal, silent: true }),
    enabled: isUuid(reportId),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = query.data;
  return (
    <Card
      title={data ? data.report.report_name : '报表详情'}
      extra={
        data ? (
          <Space>
            <Tag color="green">合格 {data.pass_count}</Tag>
            <Tag color="red">不合格 {data.fail_count}</Tag>
          </Space>
        ) : null
      }
    >
      <PageState loading={query.isLoading} error={query.error} empty={!data} emptyText="请从报表管理选择一个报表" retry={() => void query.refetch()}>
        {() => (
          <Table
            rowKey="record_id"
            size="small"
            dataSource={data!.list}
            loading={query.isFetching}
            locale={{ emptyText: '暂无检查记录' }}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: data!.total_count, onChange: setPage, showSizeChanger: false }}
            columns={[
              { key: 'no', title: '记录编号', dataIndex: 'record_no' },
              ...data!.columns.map((c) => ({ key: c.key, title: c.label, render: (_: unknown, r: Row) => r.values[c.key] || '—' })),
              { key: 'result', title: '结论', dataIndex: 'result', render: resultTag },
              { key: 'who', title: '填写人', dataIndex: 'filled_name' },
              { key: 'at', title: '填写时间', dataIndex: 'created_at', render: time },
            ]}
          />
        )}
      </PageState>
    </Card>
  );
}
