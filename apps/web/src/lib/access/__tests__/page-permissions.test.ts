import { describe, expect, it } from 'vitest';
import type { MenuNode, ObjectNode } from '@zhuyun/contracts';
import { EMPTY_ACCESS, descendantsOf, findMenuByPath, nextPageAccess, pageAllows, pathnameOf } from '../page-permissions';

const menu = (menu_no: string, route_url: string | null, object_no: string | null, children_list: MenuNode[] = []): MenuNode => ({
  menu_id: menu_no,
  menu_no,
  menu_name: menu_no,
  menu_type: route_url ? 1 : 0,
  route_url,
  outer_url: null,
  system_app_no: null,
  app_domain_name: null,
  menu_css: null,
  object_no,
  order_no: 0,
  children_list,
});
const obj = (object_no: string, children_list: ObjectNode[] = [], extra: Partial<ObjectNode> = {}): ObjectNode => ({
  object_id: object_no,
  object_no,
  object_name: object_no,
  p_object_no: null,
  is_dir: 0,
  is_menu: 0,
  object_module: null,
  order_no: 0,
  children_list,
  ...extra,
});

const menus = [
  menu('resource-center', null, null, [
    menu('rc_org', null, null, [menu('m.org', '/organizationFramework', 'page.org'), menu('m.acc', '/accountList?tab=1', 'page.acc')]),
  ]),
];
const auth = [
  obj('cat.rc', [
    obj('page.org', [obj('org.manage', [obj('org.manage.deep')]), obj('org.export')], { is_menu: 1, object_module: '/organizationFramework' }),
    obj('page.acc', [], { is_menu: 1, object_module: '/accountList' }),
    obj('page.tpl', [obj('auth.template')], { is_menu: 1, object_module: '/permissionTemplate' }),
  ], { is_dir: 1 }),
];

describe('page-level permissions', () => {
  it('cuts the query and hash off a tab path', () => {
    expect(pathnameOf('/accountList?tab=1#x')).toBe('/accountList');
    expect(pathnameOf('/orderDetail#top')).toBe('/orderDetail');
    expect(pathnameOf('/homepage')).toBe('/homepage');
  });

  it('finds the menu node of a path, ignoring the query of either side', () => {
    expect(findMenuByPath(menus, '/accountList')?.menu_no).toBe('m.acc');
    expect(findMenuByPath(menus, '/organizationFramework')?.object_no).toBe('page.org');
    expect(findMenuByPath(menus, '/organization')).toBeUndefined();
  });

  it('collects every object below a node', () => {
    expect([...descendantsOf(auth[0]?.children_list[0] as ObjectNode)].sort()).toEqual(['org.export', 'org.manage', 'org.manage.deep']);
  });

  it('sets the page’s children as the active set when the active tab matches a menu', () => {
    const next = nextPageAccess(EMPTY_ACCESS, '/organizationFramework?dept=1', menus, auth);
    expect(next.pageObject).toBe('page.org');
    expect(pageAllows(next, 'org.manage')).toBe(true);
    expect(pageAllows(next, 'auth.template')).toBe(false);
    expect(nextPageAccess(next, '/accountList', menus, auth)).toMatchObject({ pageObject: 'page.acc', objects: new Set() });
  });

  it('keeps the set on /homepage and on a path nothing names', () => {
    const org = nextPageAccess(EMPTY_ACCESS, '/organizationFramework', menus, auth);
    expect(nextPageAccess(org, '/homepage', menus, auth)).toBe(org);
    expect(nextPageAccess(org, '/homepage?current_company_id=1', menus, auth)).toBe(org);
    expect(nextPageAccess(org, '/orderDetail?id=3', menus, auth)).toBe(org);
  });

  it('falls back to a held page object whose module is the path when no menu names it', () => {
    expect([...nextPageAccess(EMPTY_ACCESS, '/permissionTemplate', menus, auth).objects]).toEqual(['auth.template']);
  });

  it('gives an empty set to a page whose object the person does not hold', () => {
    const withoutOrg = [obj('cat.rc', [], { is_dir: 1 })];
    const next = nextPageAccess(nextPageAccess(EMPTY_ACCESS, '/permissionTemplate', menus, auth), '/organizationFramework', menus, withoutOrg);
    expect(next).toMatchObject({ pageObject: 'page.org' });
    expect(next.objects.size).toBe(0);
  });
});
