import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { monitor } from '@zhuyun/contracts';
import { useApiMetrics } from '../api/monitor-api';

type Row = monitor.OperationMetricsRow;
const WINDOWS = [1, 5, 15].map((value) => ({ value, label: `近${value}分钟` }));

const columns: ColumnsType<Row> = [
  { key: 'operation', dataIndex: 'operation', title: '接口', render: (v: string, r) => <span title={r.summary ?? undefined}>{v}</span> },
  { key: 'summary', dataIndex: 'summary', title: '说明' },
  { key: 'count', dataIndex: 'count', title: '调用次数', align: 'right', sorter: (a, b) => a.count - b.count },
  { key: 'errors', dataIndex: 'errors', title: '服务端错误', align: 'right' },
  { key: 'client_errors', dataIndex: 'client_errors', title: '请求被拒', align: 'right' },
  {
    key: 'error_rate',
    dataIndex: 'error_rate',
    title: '错误率',
    align: 'right',
    sorter: (a, b) => a.error_rate - b.error_rate,
    render: (v: number) => (v > 0 ? <Tag color={v >= 5 ? 'red' : 'orange'}>{`${v}%`}</Tag> : '0%'),
  },
  { key: 'p95_ms', dataIndex: 'p95_ms', title: 'P95（毫秒）', align: 'right', sorter: (a, b) => a.p95_ms - b.p95_ms },
  { key: 'avg_ms', dataIndex: 'avg_ms', title: '平均（毫秒）', align: 'right' },
  { key: 'max_ms', dataIndex: 'max_ms', title: '最大（毫秒）', align: 'right' },
];

/** This server's calls per operation over the last minutes, re-read every 15 s. */
export function MetricsTable() {
  const [minutes, setMinutes] = useState(5);
  const query = useApiMetrics(minutes);
  return (
    <Card
      title="接口调用统计（本节点）"
      extra={
        <Space>
          <Segmented options={WINDOWS} value={minutes} onChange={(v) => setMinutes(Number(v))} />
          <Button size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
            刷新
          </Button>
        </Space>
      }
      style={{ marginBottom: 16 }}
    >
      <Table<Row>
        size="small"
        rowKey="operation"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isLoading}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        locale={{ emptyText: query.isError ? '统计加载失败' : '暂无调用' }}
      />
    </Card>
  );
}
