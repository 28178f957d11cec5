import { describe, expect, it } from 'vitest';
import { PermObject, routes } from '@zhuyun/contracts';
import { seedMenuRows } from '../../../db/seed/menu.seed';

// A contract's permission must name a seeded object: one that no seed creates can be granted to no one, so the call
// would answer 10403 to everyone but administrators (decision 010).
describe('permissions of the contracts', () => {
  it('name objects the seed creates', () => {
    const seeded = new Set(seedMenuRows().objects.map((o) => o.object_no));
    const named = [...new Set(Object.values(routes).flatMap((r) => ('permission' in r && r.permission ? [r.permission] : [])))];
    expect(named.filter((no) => !seeded.has(no))).toEqual([]);
    expect(named).toEqual(expect.arrayContaining(['page.carList', 'page.yardList', 'page.labor', PermObject.orgManage]));
  });
});
