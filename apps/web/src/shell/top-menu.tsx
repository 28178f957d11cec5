import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { HOME_PATH, TOP_MENU_GROUPS } from '../lib/top-menu-groups';

const ITEMS = [{ path: HOME_PATH, label: '首页' }, ...TOP_MENU_GROUPS.map((group) => ({ path: group.path, label: group.label }))];

/**
 * 首页 and the five groups: plain links (site navigation, not an application menu), the current one marked for
 * assistive technology by aria-current. On a narrow screen the row scrolls sideways, its cut edge faded, instead of
 * folding into a "…".
 */
export function TopMenu({ activeGroupPath }: { activeGroupPath?: string }) {
  const { pathname } = useLocation();
  const current = activeGroupPath ?? pathname;
  const row = useRef<HTMLElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const nav = row.current;
    if (!nav || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(nav.scrollWidth > nav.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    measure();
    return () => observer.disconnect();
  }, []);

  return (
    <nav ref={row} className="top-bar__menu" aria-label="顶部导航" data-overflows={overflows || undefined}>
      {ITEMS.map((item) => (
        <Link key={item.path} to={item.path} className="top-bar__menu-item" aria-current={item.path === current ? 'page' : undefined}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
