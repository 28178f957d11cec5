import { describe, expect, it } from 'vitest';
import { Msg } from '@zhuyun/contracts';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  closeTabsToTheRight,
  isMicroAppPath,
  openTab,
  revealTab,
  scrollTabs,
  showsScrollArrows,
  type OpenTab,
} from '../tab-rules';

const tab = (path: string): OpenTab => ({ path, title: path });
const paths = (tabs: OpenTab[]) => tabs.map((t) => t.path);

describe('opening a tab', () => {
  it('adds the page after the home tab, which is always first', () => {
    expect(paths(openTab([], tab('/ProjectList')))).toEqual(['/homepage', '/ProjectList']);
  });

  it('does not add a tab whose path and query are already open', () => {
    const tabs = openTab(openTab([], tab('/projectDetail?id=1')), tab('/projectDetail?id=1'));
    expect(paths(tabs)).toEqual(['/homepage', '/projectDetail?id=1']);
  });

  it('adds a second tab for the same page with another query', () => {
    const tabs = openTab(openTab([], tab('/projectDetail?id=1')), tab('/projectDetail?id=2'));
    expect(paths(tabs)).toEqual(['/homepage', '/projectDetail?id=1', '/projectDetail?id=2']);
  });

  it('replaces, in place, a micro-app tab with the same path whatever the query', () => {
    let tabs = openTab([], tab('/labor/persons?page=1'));
    tabs = openTab(tabs, tab('/ProjectList'));
    tabs = openTab(tabs, { path: '/labor/persons?page=2', title: '人员' });
    expect(paths(tabs)).toEqual(['/homepage', '/labor/persons?page=2', '/ProjectList']);
    expect(tabs[1]?.title).toBe('人员');
  });

  it('adds a micro-app tab with another path under the same prefix', () => {
    const tabs = openTab(openTab([], tab('/labor/persons')), tab('/labor/teams'));
    expect(paths(tabs)).toEqual(['/homepage', '/labor/persons', '/labor/teams']);
  });

  it('knows the micro-app prefixes and nothing that merely starts like one', () => {
    expect(isMicroAppPath('/labor')).toBe(true);
    expect(isMicroAppPath('/storeMicro/in?x=1')).toBe(true);
    expect(isMicroAppPath('/laborious')).toBe(false);
    expect(isMicroAppPath('/ProjectList')).toBe(false);
  });
});

describe('closing tabs', () => {
  const open = [tab('/homepage'), tab('/a'), tab('/b'), tab('/c')];

  it('activates the right neighbour of the closed active tab', () => {
    expect(closeTab(open, '/b', '/b')).toEqual({ tabs: [tab('/homepage'), tab('/a'), tab('/c')], navigateTo: '/c' });
  });

  it('activates the left neighbour when the closed active tab was last', () => {
    expect(closeTab(open, '/c', '/c').navigateTo).toBe('/b');
  });

  it('stays where it is when another tab closes', () => {
    const after = closeTab(open, '/a', '/c');
    expect(paths(after.tabs)).toEqual(['/homepage', '/b', '/c']);
    expect(after.navigateTo).toBeNull();
  });

  it('never closes the home tab', () => {
    expect(paths(closeTab(open, '/homepage', '/homepage').tabs)).toEqual(paths(open));
    expect(paths(closeAllTabs('/b').tabs)).toEqual(['/homepage']);
    expect(closeAllTabs('/b').navigateTo).toBe('/homepage');
  });

  it('closes the others and activates the kept tab', () => {
    expect(closeOtherTabs(open, '/b', '/c')).toEqual({ tabs: [tab('/homepage'), tab('/b')], navigateTo: '/b' });
    expect(closeOtherTabs(open, '/b', '/b').navigateTo).toBeNull();
  });

  it('closes the tabs to the right, moving off an active tab among them', () => {
    expect(closeTabsToTheRight(open, '/a', '/c')).toEqual({ tabs: [tab('/homepage'), tab('/a')], navigateTo: '/a' });
    expect(closeTabsToTheRight(open, '/b', '/a').navigateTo).toBeNull();
  });
});

describe('scrolling the strip', () => {
  it('shows arrows only above 10 tabs', () => {
    expect(showsScrollArrows(10)).toBe(false);
    expect(showsScrollArrows(11)).toBe(true);
  });

  it('moves 92 px per click within the strip', () => {
    expect(scrollTabs(0, 'right', 500)).toEqual({ offset: 92, warning: null });
    expect(scrollTabs(184, 'left', 500)).toEqual({ offset: 92, warning: null });
    expect(scrollTabs(450, 'right', 500)).toEqual({ offset: 500, warning: null });
    expect(scrollTabs(50, 'left', 500)).toEqual({ offset: 0, warning: null });
  });

  it('says it is at the first or the last tab when it cannot move', () => {
    expect(scrollTabs(0, 'left', 500)).toEqual({ offset: 0, warning: Msg.tabFirst });
    expect(scrollTabs(500, 'right', 500)).toEqual({ offset: 500, warning: Msg.tabLast });
    expect(scrollTabs(0, 'right', 0)).toEqual({ offset: 0, warning: Msg.tabLast });
    expect(Msg.tabFirst).toBe('已经是第一个标签');
    expect(Msg.tabLast).toBe('已经是最后一个标签');
  });

  it('scrolls just enough to show the active tab', () => {
    expect(revealTab(0, 100, 200, 300)).toBe(0);
    expect(revealTab(0, 400, 492, 300)).toBe(192);
    expect(revealTab(300, 92, 184, 300)).toBe(92);
  });
});
