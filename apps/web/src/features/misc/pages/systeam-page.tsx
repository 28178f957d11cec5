import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useSessionStore } from '../../../lib/session-store';

/** /systeam, the system placeholder page (spec-1 §2 "Other pages"): the platform and the signed-in unit, nothing to edit. */
export function SysteamPage() {
  const user = useSessionStore((s) => s.userInfo);
  return (
    <Card title="系统">
      <Descriptions
        column={1}
        items={[
          { key: 'platform', label: '平台', children: '筑云智慧建造平台' },
          { key: 'user', label: '当前用户', children: user?.real_name || user?.user_name || '—' },
          { key: 'job', label: '当前岗位', children: user?.job ?? '—' },
        ]}
      />
    </Card>
  );
}
