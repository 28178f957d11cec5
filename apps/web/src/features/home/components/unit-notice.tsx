import { Msg } from '@zhuyun/contracts';
import Alert from 'antd/es/alert';

/** Shown while the user belongs to no unit (comp_id null): where to join or create one (spec-1 §8). */
export function UnitNotice() {
  return <Alert type="warning" showIcon title={Msg.noUnitTitle} description={Msg.joinOrCreateUnitHint} style={{ marginTop: 16 }} />;
}
