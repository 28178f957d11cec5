import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useSessionStore } from '../../../lib/session-store';

const masked = (phone: string | undefined) => (phone && phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone || '—');

/** /user (spec-2 "Miscellaneous"): the signed-in person as the session knows them; changes live in the personal centre. */
export function UserPage() {
  const user = useSessionStore((s) => s.userInfo);
  return (
    <Card title="用户">
      <Descriptions
        column={1}
        items={[
          { key: 'user_name', label: '账号', children: user?.user_name || '—' },
          { key: 'real_name', label: '姓名', children: user?.real_name || '—' },
          { key: 'phone', label: '手机号', children: masked(user?.phone) },
          { key: 'job', label: '岗位', children: user?.job ?? '—' },
        ]}
      />
    </Card>
  );
}
