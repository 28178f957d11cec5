import { Link } from 'react-router';
import { useIsPlatformAdmin } from '../api/get-user-role';
import { HomeCard } from './home-card';

const UNIT_LINKS = [
  { to: '/workbenchMyUnit', label: '我的单位' },
  { to: '/accountReview', label: '加入申请审核' },
  { to: '/organizationFramework', label: '组织架构' },
  { to: '/accountList', label: '账号管理' },
];

const PLATFORM_LINKS = [
  { to: '/companyList', label: '单位审核' },
  { to: '/AuditInformation', label: '单位入驻审核' },
  { to: '/applicationMarketManage', label: '业务系统授权审核' },
];

/** Where units are managed until the side menu (built from the menu tree) takes over; the platform's reviews for its administrator. */
export function UnitLinks() {
  const isPlatformAdmin = useIsPlatformAdmin();
  const links = isPlatformAdmin.data ? [...UNIT_LINKS, ...PLATFORM_LINKS] : UNIT_LINKS;
  return (
    <HomeCard title="单位与组织">
      <div className="quick-links">
        {links.map((link) => (
          <Link key={link.to} to={link.to} className="quick-links__item">
            {link.label}
          </Link>
        ))}
      </div>
    </HomeCard>
  );
}
