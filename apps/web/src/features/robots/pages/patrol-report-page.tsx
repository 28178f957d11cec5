import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { saveFile, toCsv, useApiClient, type ResourceColumn } from '@zhuyun/ui';
import { robots, type ResponseOf } from '@zhuyun/contracts';
import { robotKeys } from '../api/robot-api';
import { AiImage } from '../components/ai-image';
import { beijing, resultTag, triggerName } from '../components/robot-format';

type Report = ResponseOf<typeof robots.getPatrolReport>;
type Result = Report['results'][number];

const exportColumns: ResourceColumn<Result>[] = [
  { key: 'seq', title: '序号' },
  { key: 'checkpoint', title: '巡检点' },
  { key: 'status', title: '结果', exportValue: (r) => (r.status === 2 ? '异常' : '正常') },
  { key: 'summary', title: '说明' },
  { key: 'ai_boxes', title: 'AI 识别', exportValue: (r) => r.ai_boxes.map((b) => `${b.label}(${Math.round(b.score * 100)}%)`).join('；') },
  { key: 'checked_at', title: '巡检时间', exportValue: (r) => beijing(r.checked_at) },
];

/** /patrolReport?run_id=: a run's report: what it added up to, each checkpoint's result with its AI picture, and a CSV export. */
export function PatrolReportPage() {
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const recent = useQuery({
    queryKey: [...robotKeys.runs, 'recent'],
    queryFn: ({ signal }) => client.call(robots.listPatrolRuns, { page: 1, page_size: 50 }, { signal, silent: true }),
  });
  const runId = params.get('run_id') ?? recent.data?.list[0]?.run_id ?? null;
  const report = useQuery({
    queryKey: [...robotKeys.runs, 'report', runId],
    queryFn: ({ signal }) => client.call(robots.getPatrolReport, { run_id: runId as string }, { signal, silent: true }),
    enabled: Boolean(runId),
  });
  const runOptions = (recent.data?.list ?? []).map((r) => ({ value: r.run_id, label: `${beijing(r.started_at)} ${r.robot_name} · ${r.template_name}` }));
  const r = report.data;
  const exportCsv = () => r && saveFile(new Blob([toCsv(exportColumns, r.results)], { type: 'text/csv;charset=utf-8' }), `巡检报告_${r.robot_name}_${beijing(r.started_at).replace(/[: ]/g, '')}.csv`);

  let body;
  if (!runId) body = recent.isLoading ? <Skeleton active /> : <Empty description="暂无巡检记录" />;
  else if (report.isLoading) body = <Skeleton active />;
  else if (report.isError || !r) body = <Alert type="error" showIcon title="巡检记录不存在或加载失败" />;
  else
    body = (
      <>
        <Descriptions bordered size="small" column={3} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="机器人">{r.robot_name}</Descriptions.Item>
          <Descriptions.Item label="巡检模板">{r.template_name}</Descriptions.Item>
          <Descriptions.Item label="触发方式">{triggerName(r.trigger)}</Descriptions.Item>
          <Descriptions.Item label="开始时间">{beijing(r.started_at)}</Descriptions.Item>
          <Descriptions.Item label="用时">{r.summary.duration_seconds === null ? '进行中' : `${r.summary.duration_seconds} 秒`}</Descriptions.Item>
          <Descriptions.Item label="巡检点">
            共 {r.summary.checkpoints} 个，正常 {r.summary.normal}，<span style={{ color: r.summary.abnormal ? '#f5222d' : undefined }}>异常 {r.summary.abnormal}</span>
          </Descriptions.Item>
          <Descriptions.Item label="AI 识别" span={3}>
            {Object.keys(r.summary.findings).length === 0
              ? '无'
              : Object.entries(r.summary.findings).map(([label, n]) => (
                  <Tag key={label} color={label.startsWith('未') ? 'red' : 'green'}>
                    {label} × {n}
                  </Tag>
                ))}
          </Descriptions.Item>
        </Descriptions>
        <Table<Result>
          rowKey="result_id"
          size="small"
          pagination={false}
          dataSource={r.results}
          columns={[
            { dataIndex: 'seq', title: '序号', width: 60 },
            { dataIndex: 'checkpoint', title: '巡检点' },
            { dataIndex: 'status', title: '结果', render: (v: number) => resultTag(v) },
            { dataIndex: 'summary', title: '说明' },
            { dataIndex: 'image_url', title: 'AI 画面', render: (_v, row) => (row.image_url ? <AiImage src={row.image_url} boxes={row.ai_boxes} alt={`${row.checkpoint} AI 识别画面`} width={240} /> : '—') },
            { dataIndex: 'checked_at', title: '巡检时间', render: (v: string) => beijing(v) },
          ]}
        />
      </>
    );
  return (
    <Card
      title="巡检报告"
      extra={
        <>
          <Select aria-label="选择巡检记录" style={{ width: 360, marginRight: 8 }} value={runId ?? undefined} options={runOptions} placeholder="选择巡检记录" onChange={(id: string) => setParams({ run_id: id })} />
          <Button onClick={exportCsv} disabled={!r}>
            导出
          </Button>
        </>
      }
    >
      {body}
    </Card>
  );
}
