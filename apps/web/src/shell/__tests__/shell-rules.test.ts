import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '../../lib/throttle';
import { findMenu, firstMenuPath, groupOfPath, menuTrail, openKeysFor } from '../menu-tree';
import { sideMenuModeFor } from '../use-side-menu-mode';
import type { ShellNode } from '../use-shell-menus';

afterEach(() => vi.useRealTimers());

describe('side menu mode', () => {
  it('is full from 992 px, collapsed from 768 px, hidden below', () => {
    expect(sideMenuModeFor(1440)).toBe('full');
    expect(sideMenuModeFor(992)).toBe('full');
    expect(sideMenuModeFor(991)).toBe('collapsed');
    expect(sideMenuModeFor(768)).toBe('collapsed');
    expect(sideMenuModeFor(767)).toBe('hidden');
  });
});

describe('throttle', () => {
  it('runs the first call at once and the last of a burst when 100 ms have passed', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const run = throttle((n: number) => seen.push(n), 100);
    run(1);
    run(2);
    run(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([1, 3]);
  });

  it('drops the calls inside the window without trailing', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const run = throttle((n: number) => seen.push(n), 100, { trailing: false });
    run(1);
    vi.advanceTimersByTime(50);
    run(2);
    vi.advanceTimersByTime(60);
    run(3);
    expect(seen).toEqual([1, 3]);
  });
});

const groups: ShellNode[] = [
  {
    key: 'project_center',
    name: '项目中心',
    path: '/redirectProjectCenter',
    children: [
      { key: 'p', name: '项目管理', path: '', children: [{ key: 'pl', name: '项目列表', path: '/ProjectList' }] },
      { key: 'filing-center', name: '备案中心', path: '/redirectFilingCenter', children: [{ key: 'f', name: '备案', path: '/ass/filing' }] },
    ],
  },
  { key: 'work-center', name: '工作中心', path: '/redirectWorkCenter', children: [{ key: 'c', name: '车辆', path: '/carList?tab=1' }] },
  { key: 'config-center', name: '配置中心', path: '/redirectConfigCenter', children: [] },
];

describe('menu tree', () => {
  it('finds the group of a page by its menus or its centre, ignoring the query', () => {
    expect(groupOfPath(groups, '/ProjectList')?.key).toBe('project_center');
    expect(groupOfPath(groups, '/carList')?.key).toBe('work-center');
    expect(groupOfPath(groups, '/redirectConfigCenter')?.key).toBe('config-center');
    expect(groupOfPath(groups, '/building')).toBeUndefined();
  });

  it('gives the first menu of a group, depth first, or null for an empty one', () => {
    expect(firstMenuPath(groups[0]!)).toBe('/ProjectList');
    expect(firstMenuPath(groups[1]!)).toBe('/carList?tab=1');
    expect(firstMenuPath(groups[2]!)).toBeNull();
    expect(firstMenuPath(findMenu(groups, 'filing-center')!)).toBe('/ass/filing');
  });

  it('opens the submenus above a page', () => {
    expect(openKeysFor(groups[0]!.children!, '/ProjectList')).toEqual(['p']);
    expect(openKeysFor(groups[0]!.children!, '/nowhere')).toEqual([]);
  });

  it('names the breadcrumb trail from the group down to the page\'s menu, ignoring the query', () => {
    expect(menuTrail(groups, '/ProjectList')).toEqual(['项目中心', '项目管理', '项目列表']);
    expect(menuTrail(groups, '/carList')).toEqual(['工作中心', '车辆']);
    expect(menuTrail(groups, '/ass/filing')).toEqual(['项目中心', '备案中心', '备案']);
    // A redirect centre is not a page of its group, and a page no menu leads to has no menu trail.
    expect(menuTrail(groups, '/redirectWorkCenter')).toBeNull();
    expect(menuTrail(groups, '/projectDetail')).toBeNull();
  });
});
