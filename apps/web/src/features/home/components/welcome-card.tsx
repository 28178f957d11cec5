import UserOutlined from '@ant-design/icons/UserOutlined';
import type { StoredUserInfo } from '../../../lib/session-store';
import { HomeCard } from './home-card';
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
  const unit = loadingCompany ? <span className="home-placeholder" aria-label="加载中" /> : (companyName ?? '—');
  const facts = [
    { label: '姓名', value: user.real_name },
    { label: '手机号', value: user.phone },
    { label: '当前单位', value: user.comp_id ? unit : '未加入单位' },
  ];
  return (
    <HomeCard>
      <div className="welcome-card__head">
        <span className="welcome-card__avatar" aria-hidden="true">
          <UserOutlined />
        </span>
        <div>
          <h1 className="welcome-card__greeting">
            {greeting(new Date().getHours())}，{user.real_name}
          </h1>
          <span className="welcome-card__sub">欢迎使用，祝您工作顺利</span>
        </div>
      </div>
      <dl className="welcome-card__facts">
        {facts.map((fact) => (
          <div key={fact.label} className="welcome-card__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {!user.comp_id && <UnitNotice />}
    </HomeCard>
  );
}
