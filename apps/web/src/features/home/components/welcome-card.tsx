import Avatar from 'antd/es/avatar';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { StoredUserInfo } from '../../../lib/session-store';
import { UnitNotice } from './unit-notice';

interface WelcomeCardProps {
  user: StoredUserInfo;
  companyName: string | null | undefined;
  loadingCompany: boolean;
}

function greeting(hour: number): string {
  if (hour < 12) return '上午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/** Who is signed in, and in which unit. */
export function WelcomeCard({ user, companyName, loadingCompany }: WelcomeCardProps) {
  const unit = loadingCompany ? <Skeleton.Input active size="small" /> : (companyName ?? '—');
  return (
    <Card>
      <div className="welcome-card__head">
        <Avatar size={56} icon={<UserOutlined />} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {greeting(new Date().getHours())}，{user.real_name}
          </Typography.Title>
          <Typography.Text type="secondary">欢迎使用，祝您工作顺利</Typography.Text>
        </div>
      </div>
      <Descriptions
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'name', label: '姓名', children: user.real_name },
          { key: 'phone', label: '手机号', children: user.phone },
          { key: 'unit', label: '当前单位', children: user.comp_id ? unit : '未加入单位' },
        ]}
      />
      {!user.comp_id && <UnitNotice />}
    </Card>
  );
}
