import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './drop-menu.css';

export type DropMenuEntry = { key: string; label: ReactNode; disabled?: boolean } | { key: string; divider: true };

interface Anchor {
  x: number;
  y: number;
  /** Right-aligned under a button at the top bar's right edge; left-aligned at a right click. */
  alignEnd: boolean;
  /** Where focus goes back when the menu closes by keyboard. */
  returnTo: HTMLElement | null;
  /** The button that opened it: a press there is its own toggle, not an outside click. */
  trigger: HTMLElement | null;
}

export interface DropMenuHandle {
  /** Opens under `trigger`, its right edge on the trigger's. */
  openBelow: (trigger: HTMLElement) => void;
  /** Opens at the pointer (a right click). */
  openAt: (x: number, y: number) => void;
  close: () => void;
  isOpen: boolean;
  /** The menu itself, to render anywhere (it is portalled to the body). */
  menu: ReactNode;
}

const isItem = (entry: DropMenuEntry): entry is Extract<DropMenuEntry, { label: ReactNode }> => !('divider' in entry);

/**
 * A small popup menu for the shell's chrome (user menu, tab actions). Hand-made rather than antd's Dropdown: the shell
 * is on every signed-in first load and Dropdown brings rc-menu, rc-trigger and motion (≈ 18 kB gzip). It keeps what
 * a user needs: role="menu" with menuitems, arrow keys, Enter, Escape, outside click, and it stays on screen.
 */
export function useDropMenu(entries: readonly DropMenuEntry[], onSelect: (key: string) => void, label: string): DropMenuHandle {
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setAnchor(null), []);
  const openBelow = useCallback((trigger: HTMLElement) => {
    const box = trigger.getBoundingClientRect();
    setAnchor({ x: box.right, y: box.bottom + 4, alignEnd: true, returnTo: trigger, trigger });
  }, []);
  const openAt = useCallback((x: number, y: number) => {
    setAnchor({ x, y, alignEnd: false, returnTo: document.activeElement instanceof HTMLElement ? document.activeElement : null, trigger: null });
  }, []);

  // Closes on a press outside, on scroll and on resize: a menu left floating over moved content points at nothing.
  useEffect(() => {
    if (!anchor) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !anchor.trigger?.contains(target)) close();
    };
    document.addEventListener('pointerdown', onPointer, true);
    window.addEventListener('resize', close);
    window.addEventListener('scroll', close, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      window.removeEventListener('resize', close);
      window.removeEventListener('scroll', close, true);
    };
  }, [anchor, close]);

  // Kept inside the viewport, and the first enabled item focused so the keyboard can go on from there.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!anchor || !list) return;
    const box = list.getBoundingClientRect();
    const left = anchor.alignEnd ? anchor.x - box.width : anchor.x;
    list.style.left = `${Math.max(4, Math.min(left, window.innerWidth - box.width - 4))}px`;
    list.style.top = `${Math.max(4, Math.min(anchor.y, window.innerHeight - box.height - 4))}px`;
    list.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
  }, [anchor]);

  const choose = (key: string) => {
    close();
    onSelect(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      anchor?.returnTo?.focus();
      close();
    } else if ((event.key === 'Enter' || event.key === ' ') && at >= 0) {
      event.preventDefault();
      items[at]!.click();
    }
  };

  const menu = anchor
    ? createPortal(
        <ul ref={listRef} className="drop-menu" role="menu" aria-label={label} onKeyDown={onKeyDown} onContextMenu={(e) => e.preventDefault()}>
          {entries.map((entry) =>
            isItem(entry) ? (
              <li
                key={entry.key}
                role="menuitem"
                tabIndex={-1}
                aria-disabled={entry.disabled || undefined}
                className="drop-menu__item"
                onClick={() => !entry.disabled && choose(entry.key)}
              >
                {entry.label}
              </li>
            ) : (
              <li key={entry.key} role="separator" className="drop-menu__divider" />
            ),
          )}
        </ul>,
        document.body,
      )
    : null;

  return { openBelow, openAt, close, isOpen: anchor !== null, menu };
}
