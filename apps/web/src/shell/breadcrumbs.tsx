import { useLocation } from 'react-router';
import { breadcrumbOf } from '../app/route-table';
import { menuTrail } from './menu-tree';
import { HOME_PATH } from '../lib/top-menu-groups';
import type { ShellNode } from './use-shell-menus';

/**
 * Where the page sits, above it: the server's menu names when a menu leads to the page, else the route table's group
 * and title (a detail page opened from a list). Not on the home page. Plain spans: the shell's first load stays lean.
 */
export function Breadcrumbs({ groups }: { groups: readonly ShellNode[] }) {
  const { pathname } = useLocation();
  if (pathname === HOME_PATH) return null;
  const trail = menuTrail(groups, pathname) ?? breadcrumbOf(pathname);
  return (
    <nav className="breadcrumbs" aria-label="当前位置">
      <ol>
        {trail.map((name, index) => (
          <li key={`${index}-${name}`} aria-current={index === trail.length - 1 ? 'page' : undefined}>
            {name}
          </li>
        ))}
      </ol>
    </nav>
  );
}
