import { describe, expect, it } from 'vitest';
import { SEED_MENU_TREE } from '../../apps/server/src/db/seed/data/menu-tree';
import { PATHS_BY_GROUP } from '../../apps/web/src/app/route-paths';

// issue 21 item 12: a tab and its page have one title; the menu that opens it says the same.
const titles: Record<string, string> = Object.assign({}, ...Object.values(PATHS_BY_GROUP));
const seeded = Object.values(SEED_MENU_TREE).flatMap((group) => group.dirs.flatMap((dir) => dir.pages.map(([name, url]) => ({ name, url }))));

describe('menu names and tab titles', () => {
  it('names each seeded menu as its tab is titled (列车监控 opened a tab called 车辆监控)', () => {
    const differing = seeded.filter((m) => titles[m.url] !== undefined && titles[m.url] !== m.name);
    expect(differing.map((m) => `${m.url}: menu ${m.name}, tab ${titles[m.url]}`)).toEqual([]);
    expect(seeded.find((m) => m.url === '/trainMonitor')?.name).toBe('车辆监控');
  });
});
