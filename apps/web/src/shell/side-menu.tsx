import { useMemo } from 'react';
import Menu from 'antd/es/menu';
import type { MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { openKeysFor } from './menu-tree';
import { useOpenExternalMenu } from './external/use-open-external-menu';
import type { ShellNode } from './use-shell-menus';

type Item = Required<MenuProps>['items'][number];

/** Without a server icon a top-level menu shows its first character, so the collapsed menu still tells items apart. */
const LetterIcon = ({ name }: { name: string }) => (
  <span className="side-menu__letter" aria-hidden="true">
    {name.slice(0, 1)}
  </span>
);

type OpenExternal = ReturnType<typeof useOpenExternalMenu>;

function toItems(nodes: readonly ShellNode[], openExternal: OpenExternal, depth = 0): Item[] {
  return nodes.map((node) => {
    const icon = depth === 0 ? <LetterIcon name={node.name} /> : undefined;
    if (node.children?.length) return { key: node.key, icon, label: node.name, children: toItems(node.children, openExternal, depth + 1) };
    // An external system's item opens that system with a one-time token (spec-1 §6), not a route of ours.
    const external = node.external;
    if (external) return { key: node.key, icon, label: node.name, onClick: () => void openExternal(external) };
    return { key: node.path || node.key, icon, label: node.path ? <Link to={node.path}>{node.name}</Link> : node.name };
  });
}

/** The menus of the current group (spec-1 §2 "A collapsible side menu"). */
export function SideMenu({ group, collapsed }: { group: ShellNode; collapsed: boolean }) {
  const { pathname } = useLocation();
  const children = useMemo(() => group.children ?? [], [group]);
  const openExternal = useOpenExternalMenu();
  const items = useMemo(() => toItems(children, openExternal), [children, openExternal]);
  const openKeys = useMemo(() => openKeysFor(children, pathname), [children, pathname]);

  return (
    <nav className={collapsed ? 'side-menu side-menu--collapsed' : 'side-menu'} aria-label={`${group.name}菜单`}>
      {!collapsed && <div className="side-menu__title">{group.name}</div>}
      {items.length === 0 ? (
        <p className="side-menu__empty">{collapsed ? '—' : '暂无菜单'}</p>
      ) : (
        <Menu
          // A new menu when it collapses or expands: antd's animated switch otherwise leaves the open submenu's items
          // showing, cut off, in the 64 px column until its motion ends.
          key={collapsed ? `${group.key}:collapsed` : group.key}
          mode="inline"
          inlineCollapsed={collapsed}
          selectedKeys={[pathname]}
          defaultOpenKeys={collapsed ? [] : openKeys}
          items={items}
        />
      )}
    </nav>
  );
}
