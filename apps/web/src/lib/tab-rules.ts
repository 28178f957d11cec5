import { Limits, Msg } from '@zhuyun/contracts';

/** One open page of the tab strip; `path` is the pathname with its query (spec-1 §2 "Shell"). */
export interface OpenTab {
  path: string;
  title: string;
}

export const HOME_TAB: OpenTab = { path: '/homepage', title: '首页' };

/** The path prefixes the shell mounts sub-applications under (spec-1 §2, spec-2 §2.4). */
export const MICRO_APP_PREFIXES = ['/storeMicro', '/intecons', '/balance', '/eva', '/score', '/hammer', '/ass', '/labor'] as const;

export const pathnameOf = (path: string): string => path.split(/[?#]/, 1)[0] ?? path;

export function isMicroAppPath(path: string): boolean {
  const pathname = pathnameOf(path);
  return MICRO_APP_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The home tab is always first and cannot be closed: a daily user always has a way back. */
export function withHome(tabs: readonly OpenTab[]): OpenTab[] {
  const rest = tabs.filter((t) => t.path !== HOME_TAB.path);
  const home = tabs.find((t) => t.path === HOME_TAB.path) ?? HOME_TAB;
  return [home, ...rest];
}

export const isClosable = (path: string): boolean => path !== HOME_TAB.path;

/**
 * spec-1 §4 "Tabs": the page becomes a tab unless a tab with the same route (path and query) is open; a micro-app page
 * replaces, in place, the tab of the same path whatever its query, so a sub-app's filters do not pile up tabs.
 */
export function openTab(tabs: readonly OpenTab[], tab: OpenTab): OpenTab[] {
  const list = withHome(tabs);
  if (list.some((t) => t.path === tab.path)) return list;
  if (isMicroAppPath(tab.path)) {
    const index = list.findIndex((t) => pathnameOf(t.path) === pathnameOf(tab.path));
    if (index >= 0) return list.map((t, i) => (i === index ? tab : t));
  }
  return [...list, tab];
}

export interface TabsAfterClose {
  tabs: OpenTab[];
  /** Where to go when the active tab was closed; null when the active tab stays open. */
  navigateTo: string | null;
}

/** Closing the active tab activates its right neighbour, or the left one when it was last (as browsers do). */
export function closeTab(tabs: readonly OpenTab[], path: string, activePath: string | null): TabsAfterClose {
  const list = withHome(tabs);
  const index = list.findIndex((t) => t.path === path);
  if (index < 0 || !isClosable(path)) return { tabs: list, navigateTo: null };
  const next = list.filter((_, i) => i !== index);
  if (path !== activePath) return { tabs: next, navigateTo: null };
  const neighbour = next[index] ?? next[index - 1] ?? HOME_TAB;
  return { tabs: next, navigateTo: neighbour.path };
}

/** Keeps the home tab and `path`; `path` becomes active. */
export function closeOtherTabs(tabs: readonly OpenTab[], path: string, activePath: string | null): TabsAfterClose {
  const list = withHome(tabs);
  const next = list.filter((t) => !isClosable(t.path) || t.path === path);
  return { tabs: next, navigateTo: activePath === path ? null : path };
}

/** Closes the tabs right of `path`; when the active tab was among them, `path` becomes active. */
export function closeTabsToTheRight(tabs: readonly OpenTab[], path: string, activePath: string | null): TabsAfterClose {
  const list = withHome(tabs);
  const index = list.findIndex((t) => t.path === path);
  if (index < 0) return { tabs: list, navigateTo: null };
  const next = list.slice(0, index + 1);
  const activeStays = next.some((t) => t.path === activePath);
  return { tabs: next, navigateTo: activeStays ? null : path };
}

/** Leaves only the home tab, which becomes active. */
export function closeAllTabs(activePath: string | null): TabsAfterClose {
  return { tabs: [HOME_TAB], navigateTo: activePath === HOME_TAB.path ? null : HOME_TAB.path };
}

/** Scroll arrows appear when more than 10 tabs are open (spec-1 §9). */
export const showsScrollArrows = (count: number): boolean => count > Limits.tabArrowsAbove;

export interface TabScroll {
  offset: number;
  /** The toast a click at an end shows (spec-1 §8); null when the strip moved. */
  warning: typeof Msg.tabFirst | typeof Msg.tabLast | null;
}

/**
 * One arrow click: 92 px towards `direction`, clamped to the strip; a click that cannot move says that it is at the
 * first or last tab. `maxOffset` is how much wider the tabs are than the visible strip.
 */
export function scrollTabs(offset: number, direction: 'left' | 'right', maxOffset: number): TabScroll {
  const max = Math.max(0, maxOffset);
  const current = Math.min(Math.max(0, offset), max);
  if (direction === 'left') {
    if (current <= 0) return { offset: 0, warning: Msg.tabFirst };
    return { offset: Math.max(0, current - Limits.tabScrollStepPx), warning: null };
  }
  if (current >= max) return { offset: max, warning: Msg.tabLast };
  return { offset: Math.min(max, current + Limits.tabScrollStepPx), warning: null };
}

/** The smallest scroll that shows a tab spanning [left, right) in a strip `visibleWidth` wide. */
export function revealTab(offset: number, left: number, right: number, visibleWidth: number): number {
  if (left < offset) return Math.max(0, left);
  if (right > offset + visibleWidth) return Math.max(0, right - visibleWidth);
  return offset;
}
