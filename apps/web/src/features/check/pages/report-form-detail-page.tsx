import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PagedTable, saveFile, useApiClient, useResourceKit, useTableQuery, type TableQuery } from '@zhuyun/ui';
import { check, isUuid, type ResponseOf } from '@zhuyun/contracts';
import { checkKeys } from '../api/check-api';
import { resultTag, time } from '../components/cells';
import { PageState } from '../components/page-state';
import { exportReport, REPORT_EXPORT_MAX } from '../components/report-export';

type Row = ResponseOf<typeof check.getCustomReportDetail>['list'][number];
interface PageQuery extends TableQuery {
  page: number;
  per_page: number;
}

/** /reportFormDetail?report_id=…: the spec's custom report detail, a server-paged table of the template's records. */
export function ReportFormDetailPage() {
  const client = useApiClient();
  const reportId = useSearchParams()[0].get('report_id') ?? '';
  const paging = useTableQuery<PageQuery>({ page: 1, per_page: 20 });
  const { page, per_page } = paging.query;
  const query = useQuery({
    queryKey: checkKeys.report(reportId, page, per_page),
    queryFn: ({ signal }) => client.call(check.getCustomReportDetail, { report_id: reportId, page, page_size: per_page }, { signal, silent: true }),
    enabled: isUuid(reportId),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = query.data;
  const { notify } = useResourceKit();
  const [exporting, setExporting] = useState(false);
  // The export takes every record with the report form's own columns, in its order.
  const runExport = async () => {
    setExporting(true);
    try {
      const done = await exportReport((p, size) => client.call(check.getCustomReportDetail, { report_id: reportId, page: p, page_size: size }, { silent: true }), time);
      if (done === 'too-many') return notify.error(`记录超过 ${REPORT_EXPORT_MAX} 条，请到检查结果页筛选后导出`);
      saveFile(new Blob([done.csv], { type: 'text/csv;charset=utf-8' }), `${done.name}_${new Date().toISOString().slice(0, 10).replace(/-/g, '')}.csv`);
      notify.success('导出成功');
    } catch (e) {
      notify.error(e instanceof Error ? e.message : '导出失败');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card
      title={data ? data.report.report_name : '报表详情'}
      extra={
        data ? (
          <Space>
            <Tag color="green">合格 {data.pass_count}</Tag>
            <Tag color="red">不合格 {data.fail_count}</Tag>
            <Button size="small" loading={exporting} disabled={data.total_count === 0} onClick={() => void runExport()}>
              导出
            </Button>
          </Space>
        ) : null
      }
    >
      <PageState loading={query.isLoading} error={query.error} empty={!data} emptyText="请从报表管理选择一个报表" retry={() => void query.refetch()}>
        {() => (
          <PagedTable<Row>
            rowKey="record_id"
            answer={data}
            loading={query.isFetching}
            emptyText="暂无检查记录"
            pageSize={per_page}
            onChange={paging.onTableChange}
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
