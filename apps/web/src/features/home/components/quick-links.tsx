import { Link } from 'react-router';
import { TOP_MENU_GROUPS } from '../../../lib/top-menu-groups';
import { HomeCard } from './home-card';

/** The five menu groups as shortcuts; each opens its redirect centre. */
export function QuickLinks() {
  return (
    <HomeCard title="快捷入口">
      <div className="quick-links">
        {TOP_MENU_GROUPS.map((group) => (
          <Link key={group.key} to={group.path} className="quick-links__item">
            {group.label}
          </Link>
        ))}
      </div>
    </HomeCard>
  );
}
