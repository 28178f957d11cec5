import type { KeyboardEvent } from 'react';

interface CardTabsProps<K extends string> {
  /** preload: fetch the tab's code ahead of the click (pointer or focus arrived). */
  items: readonly { key: K; label: string; preload?: () => Promise<unknown> }[];
  activeKey: K;
  onChange: (key: K) => void;
}

/**
 * Two or three text tabs over the login card. Hand-made rather than antd Tabs, whose overflow menu would bring
 * dropdown and menu code (≈30 kB gzip) into the first load of /login.
 */
export function CardTabs<K extends string>({ items, activeKey, onChange }: CardTabsProps<K>) {
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = items[(index + step + items.length) % items.length];
    if (next) onChange(next.key);
  };
  return (
    <div role="tablist" className="card-tabs">
      {items.map((item, index) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={active ? 'card-tabs__tab card-tabs__tab--active' : 'card-tabs__tab'}
            onClick={() => onChange(item.key)}
            onMouseEnter={() => void item.preload?.()}
            onFocus={() => void item.preload?.()}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
