import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { Msg } from '@zhuyun/contracts';
import { UnitsText } from '../units.texts';

/** The first-time guide when the person has no unit yet (spec-1 §2). */
export function UnitGuide({ onJoin, onCreate }: { onJoin: () => void; onCreate: () => void }) {
  return (
    <div className="unit-guide">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <div className="unit-guide__title">{UnitsText.guideTitle}</div>
            <p className="unit-guide__text">{Msg.unitGuide}</p>
          </>
        }
      >
        <Button type="primary" onClick={onJoin}>
          {UnitsText.join}
        </Button>
        <Button style={{ marginLeft: 12 }} onClick={onCreate}>
          {UnitsText.create}
        </Button>
      </Empty>
    </div>
  );
}
