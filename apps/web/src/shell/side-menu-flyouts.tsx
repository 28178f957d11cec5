import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { Link } from 'react-router';
import { LetterIcon, SideMenuTree, leadsTo } from './side-menu-tree';
import type { ShellNode } from './use-shell-menus';

interface FlyoutsProps {
  nodes: readonly ShellNode[];
  pathname: string;
  onExternal: (node: ShellNode) => void;
}

const noToggle = () => undefined;

/**
 * The collapsed side menu (992 px and narrower): a 64 px column of letter icons. A submenu's branch opens beside its
 * icon on hover, focus or click, with every level shown, and closes when the pointer leaves, on Escape or on a choice.
 * The flyout is fixed to the viewport: the column scrolls, and would clip anything positioned inside it.
 */
export function SideMenuFlyouts({ nodes, pathname, onExternal }: FlyoutsProps) {
  const [shown, setShown] = useState<{ key: string; top: number; left: number } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // A touch has no hover to leave: a tap anywhere else closes the flyout.
  useEffect(() => {
    if (!shown) return;
    const onPointer = (event: PointerEvent) => {
      if (!list.current?.contains(event.target as Node)) setShown(null);
    };
    document.addEventListener('pointerdown', onPointer, true);
    return () => document.removeEventListener('pointerdown', onPointer, true);
  }, [shown]);

  const show = (key: string, row: HTMLElement) => {
    clearTimeout(closeTimer.current);
    const box = row.getBoundingClientRect();
    // Beside the whole column, not the icon: the flyout never covers the column it belongs to.
    const column = row.closest('.side-menu')?.getBoundingClientRect().right ?? box.right;
    setShown({ key, top: box.top, left: column + 4 });
  };
  // A short grace: the pointer crossing from the icon to its flyout does not close it.
  const hide = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setShown(null), 150);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setShown(null);
  };

  return (
    <ul ref={list} className="side-nav side-nav--collapsed" role="list">
      {nodes.map((node) => {
        const current = leadsTo(node, pathname);
        const rowClass = current ? 'side-nav__icon-row side-nav__icon-row--current' : 'side-nav__icon-row';
        if (!node.children?.length) {
          return (
            <li key={node.key}>
              {node.external ? (
                <button type="button" className={rowClass} aria-label={node.name} title={node.name} onClick={() => onExternal(node)}>
                  <LetterIcon name={node.name} />
                </button>
              ) : (
                <Link to={node.path || '#'} className={rowClass} aria-label={node.name} title={node.name} aria-current={current ? 'page' : undefined}>
                  <LetterIcon name={node.name} />
                </Link>
              )}
            </li>
          );
        }
        const open = shown?.key === node.key;
        return (
          <li key={node.key} onPointerLeave={hide} onPointerEnter={(e) => show(node.key, e.currentTarget)} onKeyDown={onKeyDown}>
            <button
              type="button"
              className={rowClass}
              aria-label={node.name}
              aria-expanded={open}
              onFocus={(e) => show(node.key, e.currentTarget)}
              onClick={(e) => show(node.key, e.currentTarget)}
            >
              <LetterIcon name={node.name} />
            </button>
            {open && (
              <div className="side-nav__flyout" style={{ top: shown.top, left: shown.left }} onPointerEnter={() => clearTimeout(closeTimer.current)}>
                <div className="side-nav__flyout-title">{node.name}</div>
                <SideMenuTree
                  nodes={node.children}
                  pathname={pathname}
                  openKeys={null}
                  onToggle={noToggle}
                  onExternal={onExternal}
                  onChosen={() => setShown(null)}
                  icons={false}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
