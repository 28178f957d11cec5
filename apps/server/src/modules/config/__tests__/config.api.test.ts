import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, config, routes } from '@zhuyun/contracts';
import { ConfigDemoIds } from '../../../db/seed/config.seed';
import { DemoIds } from '../../../db/seed/demo.seed';
import { SessionRepo } from '../../../platform/session/session.repo';
import { SessionService } from '../../../platform/session/session.service';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';
import { addMember, createUser } from '../../../testing/fixtures';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';

const { ConfigMsg } = config;
const MINUTE = 60_000;
const settings = { name_rule: 'ZY-{yyyy}-{seq}', map_lon: 120.2, map_lat: 30.3, map_zoom: 11, session_idle_minutes: 10 };

// /configure (issue 19 item 5): code lists beside the read-only system ones, and a unit's settings within the platform's bounds.
describe('configuration', () => {
  let t: TestApp;
  let admin: ApiClient;
  let other: ApiClient;
  let member: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, DEMO);
    other = (await otherCompany(t)).api;
    const user = await createUser(t.database.db);
    await addMember(t.database.db, DemoIds.company, user.user_id, new Date(), '资料员');
    member = await signedIn(t, user);
  });
  afterAll(async () => t?.close());

  it('shows the system types read-only and refuses a unit type that takes a system code', async () => {
    const { list } = await admin.call(routes.getSystemCodeTypes, {});
    expect(list.find((l) => l.code_type === 'companyType')?.values.length).toBeGreaterThan(0);
    expect(await codeOf(admin.call(routes.createCodeType, { code_type: 'companyType', type_name: '冒名' }))).toEqual({ code: ResultCode.VALIDATION, msg: ConfigMsg.codeTypeIsSystem });
    expect((await codeOf(admin.call(routes.createCodeType, { code_type: '1abc', type_name: 'x' }))).msg).toBe(ConfigMsg.codeTypeInvalid);
    expect(await codeOf(admin.call(routes.createCodeType, { code_type: 'material_grade', type_name: '重复' }))).toEqual({ code: ResultCode.CONFLICT, msg: ConfigMsg.codeTypeExists });
  });

  it('orders values by sort, keeps disabled ones listed, and refuses a duplicate value in one type', async () => {
    const { list } = await admin.call(routes.getCodeValues, { code_type_id: ConfigDemoIds.materialGrade, is_page: 0 });
    expect(list.map((v) => v.value)).toEqual(['C30', 'C35', 'C40', 'C25']);
    expect(list.at(-1)?.disabled).toBe(1);
    const c30 = list[0]!;
    await admin.call(routes.updateCodeValue, { code_value_id: c30.code_value_id, code_type_id: ConfigDemoIds.materialGrade, value: 'C30', name: 'C30', sort: 99 });
    const after = await admin.call(routes.getCodeValues, { code_type_id: ConfigDemoIds.materialGrade, is_page: 0 });
    expect(after.list.map((v) => v.value)).toEqual(['C35', 'C40', 'C25', 'C30']);
    expect(await codeOf(admin.call(routes.createCodeValue, { code_type_id: ConfigDemoIds.materialGrade, value: 'C35', name: '重复' }))).toEqual({ code: ResultCode.CONFLICT, msg: ConfigMsg.valueExists });
    expect((await codeOf(admin.call(routes.createCodeValue, { code_type_id: ConfigDemoIds.materialGrade, value: 'C50', name: 'C50', sort: 1.5 }))).msg).toBe(ConfigMsg.sortInvalid);
  });

  it('keeps another unit out of the demo unit’s types and values', async () => {
    expect(await codeOf(other.call(routes.createCodeValue, { code_type_id: ConfigDemoIds.materialGrade, value: 'X', name: 'X' }))).toEqual({ code: ResultCode.NOT_FOUND, msg: ConfigMsg.codeTypeNotFound });
    expect((await other.call(routes.getCodeValues, { code_type_id: ConfigDemoIds.materialGrade, is_page: 0 })).list).toEqual([]);
    expect((await other.call(routes.getCodeTypes, { is_page: 0 })).list).toEqual([]);
  });

  it('answers the defaults, saves settings, and keeps the idle limit within the platform’s bounds', async () => {
    const before = await admin.call(routes.getCompanySettings, {});
    expect(before).toMatchObject({ name_rule: 'XM-{yyyy}{mm}-{seq}', map_zoom: 12, session_idle_minutes: 30, idle_bounds: { min: 5, max: 30 } });
    expect(before.map_lon).toBeCloseTo(120.1301, 3);
    await admin.call(routes.saveCompanySettings, settings);
    expect(await admin.call(routes.getCompanySettings, {})).toMatchObject({ ...settings, map_lon: expect.closeTo(120.2, 4) as unknown as number, map_lat: expect.closeTo(30.3, 4) as unknown as number });
    expect((await codeOf(admin.call(routes.saveCompanySettings, { ...settings, session_idle_minutes: 31 }))).msg).toBe(`${ConfigMsg.idleInvalid}（5–30 分钟）`);
    expect((await codeOf(admin.call(routes.saveCompanySettings, { ...settings, session_idle_minutes: 4 }))).code).toBe(ResultCode.VALIDATION);
    expect((await codeOf(admin.call(routes.saveCompanySettings, { ...settings, name_rule: 'XM-{yyyy}' }))).msg).toBe(ConfigMsg.nameRuleInvalid);
    expect((await codeOf(admin.call(routes.saveCompanySettings, { ...settings, map_lat: 91 }))).msg).toBe(ConfigMsg.latInvalid);
    expect((await codeOf(other.call(routes.getCompanySettings, {}))).code).toBe(ResultCode.OK);
    expect((await other.call(routes.getCompanySettings, {})).session_idle_minutes).toBe(30);
  });

  it('ends a session of the unit after the unit’s own idle minutes', async () => {
    await admin.call(routes.saveCompanySettings, settings);
    const sessions = new SessionService(new SessionRepo(t.database.db), { idleMs: 30 * MINUTE, maxMs: 24 * 60 * MINUTE, cacheMs: 0, touchEveryMs: 60 * MINUTE });
    const token = admin.token as string;
    const now = Date.now();
    await expect(sessions.resolve(token, now + 9 * MINUTE)).resolves.toMatchObject({ companyId: DemoIds.company, idleMs: 10 * MINUTE });
    await expect(sessions.resolve(token, now + 9 * MINUTE + 11 * MINUTE)).rejects.toMatchObject({ code: ResultCode.TOKEN_INVALID });
  });

  it('refuses a member without the configuration page: 10403 on every call', async () => {
    for (const [route, input] of [
      [routes.getSystemCodeTypes, {}],
      [routes.getCompanySettings, {}],
      [routes.saveCompanySettings, settings],
      [routes.getCodeValues, {}],
    ] as const) {
      expect((await codeOf(member.call(route, input as never))).code, route.path).toBe(ResultCode.FORBIDDEN);
    }
  });
});
