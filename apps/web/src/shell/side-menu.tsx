import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useEmptyMenuHint } from './empty-menu-hint';
import { openKeysFor } from './menu-tree';
import { useOpenExternalMenu } from './external/use-open-external-menu';
import { SideMenuFlyouts } from './side-menu-flyouts';
import { SideMenuTree } from './side-menu-tree';
import type { ShellNode } from './use-shell-menus';
import './side-menu.css';

interface SideMenuProps {
  group: ShellNode;
  collapsed: boolean;
  /** Called after an item is chosen: the drawer that holds the menu below 768 px closes. */
  onChosen?: () => void;
}

/**
 * The menus of the current group (spec-1 §2 "A collapsible side menu"). Hand-made rather than antd's Menu, which with
 * its tooltips and motion was ≈ 15 kB gzip of every signed-in first load; the look follows antd's inline menu.
 */
export function SideMenu({ group, collapsed, onChosen }: SideMenuProps) {
  const { pathname } = useLocation();
  const hint = useEmptyMenuHint();
  const children = useMemo(() => group.children ?? [], [group]);
  const openExternal = useOpenExternalMenu();
  const onExternal = useCallback((node: ShellNode) => void (node.external && openExternal(node.external)), [openExternal]);

  // The branch of the current page opens; what the user opened stays open as they move on.
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set(openKeysFor(children, pathname)));
  useEffect(() => {
    const trail = openKeysFor(children, pathname);
    setOpenKeys((before) => (trail.every((key) => before.has(key)) ? before : new Set([...before, ...trail])));
  }, [children, pathname]);
  const onToggle = useCallback((key: string) => {
    setOpenKeys((before) => {
      const next = new Set(before);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);

  return (
    <nav className={collapsed ? 'side-menu side-menu--collapsed' : 'side-menu'} aria-label={`${group.name}菜单`}>
      {!collapsed && <div className="side-menu__title">{group.name}</div>}
      {children.length === 0 ? (
        <p className="side-menu__empty">{collapsed ? '—' : `暂无菜单，${hint}`}</p>
      ) : collapsed ? (
        <SideMenuFlyouts nodes={children} pathname={pathname} onExternal={onExternal} />
      ) : (
        <SideMenuTree nodes={children} pathname={pathname} openKeys={openKeys} onToggle={onToggle} onExternal={onExternal} onChosen={onChosen} />
      )}
    </nav>
  );
}
