import { Link } from 'react-router';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { pathnameOf } from '../lib/tab-rules';
import type { ShellNode } from './use-shell-menus';

export interface SideTreeProps {
  nodes: readonly ShellNode[];
  pathname: string;
  /** Open submenus by key; null opens every one (the collapsed menu's flyouts show their whole branch). */
  openKeys: ReadonlySet<string> | null;
  onToggle: (key: string) => void;
  onExternal: (node: ShellNode) => void;
  /** Called after an item is chosen (a flyout or the drawer then closes). */
  onChosen?: () => void;
  depth?: number;
  /** Letter icons on the first level (not in the collapsed menu's flyouts, whose icon is the column's). */
  icons?: boolean;
}

/** Without a server icon a top-level menu shows its first character, so the collapsed menu still tells items apart. */
export const LetterIcon = ({ name }: { name: string }) => (
  <span className="side-menu__letter" aria-hidden="true">
    {name.slice(0, 1)}
  </span>
);

/** Contains the page at `pathname`: its submenu is shown as the current branch. */
export function leadsTo(node: ShellNode, pathname: string): boolean {
  if (node.path && pathnameOf(node.path) === pathname) return true;
  return (node.children ?? []).some((child) => leadsTo(child, pathname));
}

/**
 * The side menu's nested list (spec-1 §2): submenus open and close in place, links go to their route, an external
 * system's item opens that system with a one-time token (spec-1 §6). Indented 24 px a level, as antd's inline menu.
 */
export function SideMenuTree({ nodes, pathname, openKeys, onToggle, onExternal, onChosen, depth = 0, icons = true }: SideTreeProps) {
  const indent = { paddingInlineStart: 16 + depth * 24 };
  return (
    <ul className="side-nav" role="list">
      {nodes.map((node) => {
        const icon = depth === 0 && icons ? <LetterIcon name={node.name} /> : null;
        if (node.children?.length) {
          const open = openKeys === null || openKeys.has(node.key);
          const current = leadsTo(node, pathname);
          return (
            <li key={node.key}>
              <button
                type="button"
                className={current ? 'side-nav__row side-nav__row--branch' : 'side-nav__row'}
                style={indent}
                aria-expanded={open}
                onClick={() => onToggle(node.key)}
              >
                {icon}
                <span className="side-nav__label">{node.name}</span>
                <RightOutlined className={open ? 'side-nav__caret side-nav__caret--open' : 'side-nav__caret'} aria-hidden />
              </button>
              {open && <SideMenuTree {...{ nodes: node.children, pathname, openKeys, onToggle, onExternal, onChosen, icons }} depth={depth + 1} />}
            </li>
          );
        }
        if (node.external) {
          return (
            <li key={node.key}>
              <button
                type="button"
                className="side-nav__row"
                style={indent}
                onClick={() => {
                  onExternal(node);
                  onChosen?.();
                }}
              >
                {icon}
                <span className="side-nav__label">{node.name}</span>
              </button>
            </li>
          );
        }
        const selected = Boolean(node.path) && pathnameOf(node.path) === pathname;
        return (
          <li key={node.key}>
            {node.path ? (
              <Link to={node.path} className="side-nav__row" style={indent} aria-current={selected ? 'page' : undefined} onClick={onChosen}>
                {icon}
                <span className="side-nav__label">{node.name}</span>
              </Link>
            ) : (
              <span className="side-nav__row side-nav__row--inert" style={indent}>
                {icon}
                <span className="side-nav__label">{node.name}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
