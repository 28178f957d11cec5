import { useState } from 'react';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Statistic from 'antd/es/statistic';
import { site } from '@zhuyun/contracts';
import { useCurrentProjectStore } from '../../../lib/current-project-store';
import { useDevices, useEnvironment, useSiteLiveRefresh } from '../api/site-api';
import { LiftPanel } from '../components/lift-panel';
import { ProjectPicker } from '../components/project-picker';
import { timeText } from '../components/format';

const { METRIC_LABELS } = site;

/** One sensor's newest readings as statistics, with the time of the newest. */
function SensorCard({ name, readings }: { name: string; readings: { metric: string; value: number; at: string }[] }) {
  const newest = readings.reduce((max, r) => (r.at > max ? r.at : max), '');
  return (
    <Card size="small" title={name} extra={<span>更新于 {timeText(newest)}</span>}>
      <Row gutter={[16, 8]}>
        {readings.map((r) => {
          const m = METRIC_LABELS[r.metric as site.SiteMetric];
          return (
            <Col span={6} key={r.metric}>
              <Statistic title={m?.label ?? r.metric} value={r.value} suffix={m?.unit} />
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}

/**
 * /realTimeDataPage: the newest environment readings of each sensor and each construction lift's state, refreshed the
 * moment a device reports (live events), without reloading the page.
 */
export function RealTimeDataPage() {
  const current = useCurrentProjectStore((s) => s.current?.project_id);
  const [projectId, setProjectId] = useState<string | undefined>(current);
  useSiteLiveRefresh();
  const env = useEnvironment(projectId);
  const lifts = useDevices('lift', projectId);
  const bySensor = new Map<string, { name: string; readings: { metric: string; value: number; at: string }[] }>();
  for (const r of env.data?.latest ?? []) {
    const entry = bySensor.get(r.device_id) ?? { name: r.device_name, readings: [] };
    entry.readings.push(r);
    bySensor.set(r.device_id, entry);
  }
  const liftRows = lifts.data?.list ?? [];
  return (
    <Card title="实时数据" extra={<ProjectPicker value={projectId} onChange={setProjectId} />}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card type="inner" title="环境监测">
          {env.isPending ? (
            <Skeleton active />
          ) : env.isError ? (
            <Alert type="error" title="环境数据加载失败" />
          ) : bySensor.size === 0 ? (
            <Empty description="暂无环境监测数据" />
          ) : (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {[...bySensor].map(([id, s]) => (
                <SensorCard key={id} name={s.name} readings={s.readings} />
              ))}
            </Space>
          )}
        </Card>
        <Card type="inner" title="施工升降机">
          {lifts.isPending ? (
            <Skeleton active />
          ) : lifts.isError ? (
            <Alert type="error" title="升降机加载失败" />
          ) : liftRows.length === 0 ? (
            <Empty description="暂无施工升降机" />
          ) : (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {liftRows.map((l) => (
                <LiftPanel key={l.device_id} deviceId={l.device_id} title={l.device_name} />
              ))}
            </Space>
          )}
        </Card>
      </Space>
    </Card>
  );
}

