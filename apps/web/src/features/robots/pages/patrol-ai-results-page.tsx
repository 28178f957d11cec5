import Card from 'antd/es/card';
import { Link } from 'react-router';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import type { robots } from '@zhuyun/contracts';
import { aiResultApi, robotKeys, useRobotOptions } from '../api/robot-api';
import { AiImage } from '../components/ai-image';
import { beijing, resultTag } from '../components/robot-format';

type Row = robots.PatrolFindingRow;

/** /patrolAiResults: every checkpoint the AI looked at, its picture with the labelled boxes drawn by the page. */
export function PatrolAiResultsPage() {
  const robotOptions = useRobotOptions();
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'image_url',
      title: 'AI 画面',
      width: 340,
      render: (_v, r) => <AiImage src={r.image_url} boxes={r.ai_boxes} alt={`${r.checkpoint} AI 识别画面`} width={320} />,
      exportValue: (r) => r.image_url,
    },
    { key: 'checkpoint', title: '巡检点', search: { kind: 'input', name: 'search', placeholder: '搜索巡检点、机器人或说明', width: 240 } },
    { key: 'robot_id', title: '机器人', search: { kind: 'select', options: robotOptions }, render: (_v, r) => r.robot_name, exportValue: (r) => r.robot_name },
    {
      key: 'ai_boxes',
      title: '识别结果',
      render: (_v, r) => r.ai_boxes.map((b) => `${b.label} ${Math.round(b.score * 100)}%`).join('，'),
      exportValue: (r) => r.ai_boxes.map((b) => `${b.label}(${Math.round(b.score * 100)}%)`).join('；'),
    },
    { key: 'status', title: '结论', render: (v) => resultTag(v as number), exportValue: (r) => (r.status === 2 ? '异常' : '正常') },
    { key: 'checked_at', title: '识别时间', render: (v) => beijing(v as string) },
  ];
  return (
    <Card title="AI 识别结果">
      <ResourcePage<Row>
        noun="AI 识别结果"
        api={aiResultApi}
        queryKey={robotKeys.ai}
        rowKey="result_id"
        columns={columns}
        rowActions={(r) => <Link to={`/patrolReport?run_id=${r.run_id}`}>巡检报告</Link>}
      />
    </Card>
  );
}
