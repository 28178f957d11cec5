import Descriptions from 'antd/es/descriptions';
import Skeleton from 'antd/es/skeleton';
import Alert from 'antd/es/alert';
import { site } from '@zhuyun/contracts';
import { useLiftState } from '../api/site-api';
import { OnlineTag } from './device-columns';
import { timeText } from './format';

const num = (v: number | null, unit: string) => (v == null ? '—' : `${v} ${unit}`);

/** A lift's state now (ele_state_data): online, load against rated load, height, speed, state, cycles today. */
export function LiftPanel({ deviceId, title }: { deviceId: string; title?: string }) {
  const state = useLiftState(deviceId);
  if (state.isPending) return <Skeleton active />;
  if (state.isError) return <Alert type="error" title="升降机状态加载失败" />;
  const s = state.data;
  return (
    <Descriptions size="small" bordered column={2} title={title ?? s.device_name}>
      <Descriptions.Item label="状态">
        <OnlineTag online={s.online} /> {s.lift_state == null ? '' : (site.LIFT_STATES[s.lift_state] ?? s.lift_state)}
      </Descriptions.Item>
      <Descriptions.Item label="最近上报">{timeText(s.last_seen_at)}</Descriptions.Item>
      <Descriptions.Item label="当前载重">
        {num(s.lift_load, 'kg')}
        {s.rated_load ? `（额定 ${s.rated_load} kg）` : ''}
      </Descriptions.Item>
      <Descriptions.Item label="当前高度">{num(s.lift_height, 'm')}</Descriptions.Item>
      <Descriptions.Item label="运行速度">{num(s.lift_speed, 'm/s')}</Descriptions.Item>
      <Descriptions.Item label="今日运行次数">{s.cycles_today}</Descriptions.Item>
    </Descriptions>
  );
}
