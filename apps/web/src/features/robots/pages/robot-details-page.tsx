import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '@zhuyun/ui';
import { robots } from '@zhuyun/contracts';
import { robotKeys, useRobotOptions, useTemplates } from '../api/robot-api';
import { batteryBar, beijing, stateTag, triggerName } from '../components/robot-format';
import { SitePlan } from '../components/site-plan';

/**
 * /robotDetails?robot_id=: one robot's state, battery and position on the site plan, its templates with 开始巡检 (the
 * run goes through the robot adapter and opens its report), and its latest runs.
 */
export function RobotDetailsPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const options = useRobotOptions();
  const robotId = params.get('robot_id') ?? options[0]?.value ?? null;
  const [starting, setStarting] = useState<string | null>(null);
  const robot = useQuery({
    queryKey: [...robotKeys.robots, 'detail', robotId],
    queryFn: ({ signal }) => client.call(robots.getRobot, { robot_id: robotId as string }, { signal, silent: true }),
    enabled: Boolean(robotId),
  });
  const templates = useTemplates(robotId);
  const runs = useQuery({
    queryKey: [...robotKeys.runs, 'robot', robotId],
    queryFn: ({ signal }) => client.call(robots.listPatrolRuns, { robot_id: robotId as string, page: 1, page_size: 5 }, { signal, silent: true }),
    enabled: Boolean(robotId),
  });
  const start = async (templateId: string) => {
    setStarting(templateId);
    try {
      const { run_id } = await client.call(robots.startPatrolRun, { template_id: templateId });
      await queryClient.invalidateQueries({ queryKey: ['robots'] });
      void navigate(`/patrolReport?run_id=${run_id}`);
    } finally {
      setStarting(null);
    }
  };

  const picker = (
    <Select aria-label="选择机器人" style={{ width: 240 }} value={robotId ?? undefined} options={options} placeholder="选择机器人" onChange={(id: string) => setParams({ robot_id: id })} />
  );
  let body;
  if (!robotId) body = <Empty description={<span>暂无机器人，请先在<Link to="/robotManagement">机器人管理</Link>中新增</span>} />;
  else if (robot.isLoading) body = <Skeleton active />;
  else if (robot.isError || !robot.data) body = <Alert type="error" showIcon title="机器人不存在或加载失败" />;
  else {
    const r = robot.data;
    const tpl = templates.data?.list ?? [];
    body = (
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions bordered column={3} size="small">
          <Descriptions.Item label="名称">{r.robot_name}</Descriptions.Item>
          <Descriptions.Item label="编号">{r.robot_sn}</Descriptions.Item>
          <Descriptions.Item label="型号">{r.model ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="状态">{stateTag(r.state)}</Descriptions.Item>
          <Descriptions.Item label="电量">{batteryBar(r.battery)}</Descriptions.Item>
          <Descriptions.Item label="最近上报">{beijing(r.last_seen_at)}</Descriptions.Item>
        </Descriptions>
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
          <Card size="small" title={`位置 (${r.pos_x}, ${r.pos_y})`} style={{ width: 360 }}>
            <SitePlan robot={{ x: r.pos_x, y: r.pos_y, name: r.robot_name }} checkpoints={tpl[0]?.checkpoints ?? []} />
          </Card>
          <Card size="small" title="巡检模板" style={{ flex: 1, minWidth: 320 }}>
            <List
              dataSource={tpl}
              locale={{ emptyText: <Link to="/tempManage">暂无模板，去新增</Link> }}
              renderItem={(t) => (
                <List.Item
                  actions={[
                    <Button key="start" type="primary" size="small" loading={starting === t.template_id} disabled={starting !== null || r.state === 0 || r.state === 4} onClick={() => void start(t.template_id)}>
                      开始巡检
                    </Button>,
                  ]}
                >
                  <List.Item.Meta title={t.template_name} description={`${t.checkpoints.length} 个巡检点：${t.checkpoints.map((c) => c.name).join('、')}`} />
                </List.Item>
              )}
            />
          </Card>
        </div>
        <Card size="small" title="最近巡检" extra={<Link to={`/patrolinspectionResults?robot_id=${r.robot_id}`}>全部</Link>}>
          <List
            dataSource={runs.data?.list ?? []}
            locale={{ emptyText: '暂无巡检记录' }}
            renderItem={(run) => (
              <List.Item actions={[<Link key="report" to={`/patrolReport?run_id=${run.run_id}`}>报告</Link>]}>
                {beijing(run.started_at)} · {run.template_name} · {triggerName(run.trigger)} · {run.abnormal_count ? `${run.abnormal_count} 处异常` : '正常'}
              </List.Item>
            )}
          />
        </Card>
      </Space>
    );
  }
  return (
    <Card title="机器人详情" extra={picker}>
      {body}
    </Card>
  );
}
