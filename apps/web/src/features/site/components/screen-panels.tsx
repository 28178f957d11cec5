import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Row from 'antd/es/row';
import { site } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { useQuery } from '@tanstack/react-query';
import { siteKeys, useDevices, useEnvironment, useEvents, useLiftWork } from '../api/site-api';
import type { ScreenConfig } from '../lib/screen-config';
import { SCREEN_PANELS } from '../lib/screen-config';
import { behaviorOption, devicesOption, gaugeOption, liftOption, trendOption } from '../lib/screen-options';
import { SiteChart } from './site-chart';
import { timeText } from './format';

/** Every device of the project, for the online share. */
function useAllDevices(projectId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...siteKeys.devices, 'all', projectId ?? ''],
    queryFn: ({ signal }) => client.call(site.listSiteDevices, { is_page: 0, ...(projectId ? { project_id: projectId } : {}) }, { signal, silent: true }),
  });
}

/** The panels of a site screen, as its layout chooses, each from the project's data. */
export function ScreenPanels({ projectId, config, dark = false }: { projectId: string | undefined; config: ScreenConfig; dark?: boolean }) {
  const env = useEnvironment(projectId);
  const lifts = useDevices('lift', projectId);
  const firstLift = lifts.data?.list[0]?.device_id ?? null;
  const work = useLiftWork(firstLift);
  const behavior = useEvents('behavior', projectId);
  const climb = useEvents('climb', projectId);
  const devices = useAllDevices(projectId).data?.list ?? [];
  const online = devices.filter((d) => d.online === 1).length;
  const cardStyle = dark ? { background: '#0b1d3a', color: '#d6e4ff', borderColor: '#1d3b6b' } : undefined;
  const panel = (key: keyof typeof SCREEN_PANELS) => {
    switch (key) {
      case 'env_now':
        return (
          <Row>
            {(['pm25', 'pm10', 'noise'] as const).map((m) => (
              <Col span={8} key={m}>
                <SiteChart dark={dark} label={`${site.METRIC_LABELS[m].label}实时值`} height={200} option={gaugeOption(env.data, m, m === 'noise' ? 120 : 300)} />
              </Col>
            ))}
          </Row>
        );
      case 'env_trend':
        return <SiteChart dark={dark} label="环境24小时趋势" option={trendOption(env.data, config.metrics)} />;
      case 'lift':
        return firstLift ? <SiteChart dark={dark} label="升降机运行" option={liftOption(work.data?.list ?? [])} /> : <Empty description="暂无施工升降机" />;
      case 'behavior':
        return <SiteChart dark={dark} label="不安全行为统计" option={behaviorOption(behavior.data?.list ?? [])} />;
      case 'devices':
        return <SiteChart dark={dark} label="设备在线率" option={devicesOption(online, devices.length - online)} />;
      case 'climb':
        return (
          <List
            size="small"
            dataSource={climb.data?.list ?? []}
            locale={{ emptyText: '暂无爬架事件' }}
            renderItem={(e) => (
              <List.Item>
                {timeText(e.at)} {e.device_name} {site.CLIMB_EVENTS[e.code] ?? e.code} {e.note ?? ''}
              </List.Item>
            )}
          />
        );
    }
  };
  if (config.panels.length === 0) return <Empty description="该大屏没有选择任何模块，请在监控台模板中配置" />;
  return (
    <Row gutter={[16, 16]}>
      {config.panels.map((key) => (
        <Col xs={24} lg={key === 'env_now' || key === 'env_trend' ? 24 : 12} key={key}>
          <Card size="small" title={SCREEN_PANELS[key]} style={cardStyle} styles={dark ? { header: { color: '#d6e4ff' } } : undefined}>
            {panel(key)}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
