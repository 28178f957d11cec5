import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { useNavigate } from 'react-router';
import { Limits } from '@zhuyun/contracts';
import { toast } from '../lib/feedback';
import { useTabsStore } from '../lib/tabs-store';
import { isClosable, revealTab, scrollTabs, showsScrollArrows, withHome } from '../lib/tab-rules';
import { throttle } from '../lib/throttle';
import { useDropMenu } from './chrome/drop-menu';
import { tabMenuItems, type TabAction } from './tab-menu';
import { useTabActions } from './use-tab-actions';

/**
 * The strip of open pages (spec-1 §2): click to switch, × or a right click to close; above 10 tabs two arrows move the
 * strip 92 px a click (at most one move per 100 ms) and say when the first or last tab is already reached.
 */
export function TabStrip({ leading }: { leading?: ReactNode }) {
  const stored = useTabsStore((state) => state.tabs);
  const activePath = useTabsStore((state) => state.activePath);
  const tabs = useMemo(() => withHome(stored), [stored]);
  const navigate = useNavigate();
  const act = useTabActions();
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const arrows = showsScrollArrows(tabs.length);

  // The strip scrolls natively (scrollLeft of an overflow-hidden box): a browser that scrolls it by itself (focus,
  // find in page) and the arrows then agree on where it is. Steps are instant so that each click is exactly 92 px.
  const [onArrow] = useState(() =>
    throttle(
      (direction: 'left' | 'right') => {
        const box = viewport.current;
        if (!box) return;
        const next = scrollTabs(box.scrollLeft, direction, box.scrollWidth - box.clientWidth);
        if (next.warning) toast.warning(next.warning);
        box.scrollLeft = next.offset;
      },
      Limits.throttleMs,
      { trailing: false },
    ),
  );
  useEffect(() => () => onArrow.cancel(), [onArrow]);

  // The active tab scrolls into view, again once the Chinese web font has arrived and widened the titles.
  const reveal = useCallback(() => {
    const box = viewport.current;
    const active = track.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.parentElement;
    if (!box || !active || box.clientWidth <= 0) return;
    box.scrollLeft = revealTab(box.scrollLeft, active.offsetLeft, active.offsetLeft + active.offsetWidth, box.clientWidth);
  }, []);
  useLayoutEffect(reveal, [activePath, tabs.length, reveal]);
  useEffect(() => {
    void document.fonts?.ready.then(reveal);
  }, [reveal]);

  const activeIndex = Math.max(0, tabs.findIndex((t) => t.path === activePath));
  const activeTab = tabs[activeIndex] ?? tabs[0];
  // One menu for the strip: a right click on a tab, or the ⋯ button for the active one, says which tab it acts on.
  const [menuIndex, setMenuIndex] = useState(0);
  const menuTab = tabs[menuIndex] ?? activeTab;
  const menu = useDropMenu(
    menuTab ? tabMenuItems(menuTab, menuIndex, tabs.length) : [],
    (key) => {
      if (menuTab) act(key as TabAction, menuTab.path);
    },
    '标签操作',
  );

  return (
    <div className="tab-strip">
      {leading}
      {arrows && (
        <button type="button" className="tab-strip__arrow" aria-label="向左滚动标签" onClick={() => onArrow('left')}>
          <LeftOutlined />
        </button>
      )}
      <div className="tab-strip__viewport" ref={viewport}>
        <div className="tab-strip__track" ref={track} role="tablist" aria-label="已打开的页面">
          {tabs.map((tab, index) => {
            const active = tab.path === activePath;
            return (
              <div
                key={tab.path}
                className={active ? 'tab-strip__tab tab-strip__tab--active' : 'tab-strip__tab'}
                data-path={tab.path}
                onContextMenu={(event) => {
                  event.preventDefault();
                  setMenuIndex(index);
                  menu.openAt(event.clientX, event.clientY);
                }}
              >
                <button type="button" role="tab" aria-selected={active} className="tab-strip__title" title={tab.title} onClick={() => void navigate(tab.path)}>
                  {tab.title}
                </button>
                {isClosable(tab.path) && (
                  <button type="button" className="tab-strip__close" aria-label={`关闭${tab.title}`} onClick={() => act('close', tab.path)}>
                    <CloseOutlined />
                  </button>
                )}
              </div>
            );
          })}
        </div>
      </div>
      {arrows && (
        <button type="button" className="tab-strip__arrow" aria-label="向右滚动标签" onClick={() => onArrow('right')}>
          <RightOutlined />
        </button>
      )}
      {activeTab && (
        <button
          type="button"
          className="tab-strip__more"
          aria-label="标签操作"
          aria-haspopup="menu"
          onClick={(event) => {
            setMenuIndex(activeIndex);
            menu.openBelow(event.currentTarget);
          }}
        >
          <EllipsisOutlined />
        </button>
      )}
      {menu.menu}
    </div>
  );
}
