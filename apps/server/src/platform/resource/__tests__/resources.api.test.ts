import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, resources, routes, unboundedStrings, type RouteContract } from '@zhuyun/contracts';
import { DemoAccounts, DemoIds } from '../../../db/seed/demo.seed';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';
import { addMember, createUser } from '../../../testing/fixtures';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { resourceCases } from './resource-cases';

// The resource layer's promises, checked on every declared resource from one table (issue 14 item 6): the whole
// life of a row, tenancy, permissions, and 10001 for bad ids, overlong texts, NUL bytes and silly pages.
type Call = (api: ApiClient, route: RouteContract | undefined, input: Record<string, unknown>) => Promise<unknown>;
const call: Call = (api, route, input) => api.call(route as RouteContract, input as never);
const BAD_PAGES = [{ page: -1 }, { page: 0 }, { page: 1e308 }, { page: 'Infinity' }, { page: 2.5 }, { page_size: -1 }, { page_size: 'NaN' }];

let t: TestApp;
let companyAdmin: ApiClient;
let otherAdmin: ApiClient;
let unpermitted: ApiClient;
let platformAdmin: ApiClient;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  companyAdmin = await signedIn(t, DEMO);
  otherAdmin = (await otherCompany(t)).api;
  const user = await createUser(t.database.db);
  await addMember(t.database.db, DemoIds.company, user.user_id, new Date(), '无权限岗位');
  unpermitted = await signedIn(t, user);
  platformAdmin = await signedIn(t, DemoAccounts[0]);
});
afterAll(async () => t?.close());

it('has one row for every declared resource', () => {
  expect(resourceCases.map((c) => c.resource.name).sort()).toEqual(resources.map((r) => r.name).sort());
});

describe.each(resourceCases.map((c) => [c.resource.name, c] as const))('%s', (_name, { resource, sample, change, changed, make }) => {
  // A platform-scope resource (releases …) is the platform administrator's; a unit's administrator is the outsider.
  const platformScope = resource.scope === 'platform';
  let admin: ApiClient;
  let other: ApiClient;
  beforeAll(() => {
    admin = platformScope ? platformAdmin : companyAdmin;
    other = platformScope ? companyAdmin : otherAdmin;
  });
  const { list, detail, create, update, delete: remove } = resource.routes as Partial<Record<string, RouteContract>>;
  const idOf = (answer: unknown) => (answer as Record<string, string>)[resource.id] as string;
  const all = async (api: ApiClient) => ((await call(api, list, { is_page: 0 })) as { list: Record<string, unknown>[] }).list.map(idOf);
  const notFound = { code: ResultCode.NOT_FOUND, msg: resource.messages.notFound };
  // A resource without a create call (a batch_create beside it) makes its rows through its case's own `make`.
  const made = async (api: ApiClient) => (make ? make(api, ++n) : idOf(await call(api, create, sample(++n))));

  it('bounds every string its calls accept', () => {
    for (const route of Object.values(resource.routes) as RouteContract[]) expect(unboundedStrings(route.request), route.summary).toEqual([]);
  });

  it('creates, lists, shows, updates and deletes a row', async () => {
    const id = await made(admin);
    expect(await all(admin)).toContain(id);
    if (detail) expect(idOf(await call(admin, detail, { [resource.id]: id }))).toBe(id);
    if (update) {
      await call(admin, update, { [resource.id]: id, ...change(++n) });
      const rows = ((await call(admin, list, { is_page: 0 })) as { list: Record<string, unknown>[] }).list;
      expect(rows.find((r) => idOf(r) === id)).toMatchObject(changed);
    }
    if (remove) {
      await call(admin, remove, { [resource.id]: id });
      expect(await all(admin)).not.toContain(id);
      expect(await codeOf(call(admin, remove, { [resource.id]: id }))).toEqual(notFound);
    }
  });

  it('keeps another company out: its ids are not found and its rows are never listed', async () => {
    const id = await made(admin);
    if (platformScope) {
      for (const route of Object.values(resource.routes) as RouteContract[]) {
        expect((await codeOf(call(other, route, { [resource.id]: id, ...sample(++n) }))).code, route.path).toBe(ResultCode.FORBIDDEN);
      }
      expect(await all(admin)).toContain(id);
      return;
    }
    expect(await all(other)).not.toContain(id);
    if (detail) expect(await codeOf(call(other, detail, { [resource.id]: id }))).toEqual(notFound);
    if (update) expect(await codeOf(call(other, update, { [resource.id]: id, ...sample(++n) }))).toEqual(notFound);
    if (remove) expect(await codeOf(call(other, remove, { [resource.id]: id }))).toEqual(notFound);
    expect(await all(admin)).toContain(id);
  });

  it('refuses a job without the permission of each action', async () => {
    const id = await made(admin);
    for (const [action, route] of Object.entries(resource.routes) as [string, RouteContract][]) {
      if (!resource.permissions[action as keyof typeof resource.permissions]) continue;
      const input = action === 'list' ? {} : { [resource.id]: id, ...sample(++n) };
      expect((await codeOf(call(unpermitted, route, input))).code, action).toBe(ResultCode.FORBIDDEN);
    }
    expect(await all(admin)).toContain(id);
  });

  it('answers 10001 for a bad id, an overlong or NUL-holding text, and a negative or non-finite page', async () => {
    const refused = async (route: RouteContract | undefined, input: Record<string, unknown>) =>
      expect((await codeOf(call(admin, route, input))).code, JSON.stringify(input).slice(0, 80)).toBe(ResultCode.VALIDATION);
    for (const route of [detail, update, remove].filter(Boolean)) {
      for (const bad of ['not-a-uuid', '1', "1' or '1'='1"]) await refused(route, { ...sample(++n), [resource.id]: bad });
    }
    const base = sample(++n);
    for (const [field, value] of create ? Object.entries(base).filter(([, v]) => typeof v === 'string') : []) {
      await refused(create, { ...base, [field]: 'x'.repeat(65_536) });
      await refused(create, { ...base, [field]: `${String(value)}\u0000` });
    }
    for (const page of BAD_PAGES) await refused(list, page);
  });
});

it('guards the calls beside the resources with the same objects', async () => {
  for (const [route, input] of [
    [routes.getCarTypes, {}],
    [routes.getCarTrack, { car_id: '01900000-0000-7000-8000-000000000001' }],
    [routes.listWorkTypes, {}],
    [routes.listTeams, {}],
    [routes.listPersons, {}],
  ] as const) {
    expect((await codeOf(call(unpermitted, route, input))).code, route.path).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(call(companyAdmin, route, input))).code, route.path).not.toBe(ResultCode.FORBIDDEN);
  }
});
