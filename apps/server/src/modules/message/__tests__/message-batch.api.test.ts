import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, message, routes } from '@zhuyun/contracts';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { demoMember } from './message-fixtures';

// The calls beside the resources: alarms handled in a batch, categories created in a batch.
const { MessageMsg } = message;

let t: TestApp;
let admin: ApiClient;
let member: ApiClient;
let other: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, DEMO);
  member = (await demoMember(t)).api;
  other = (await otherCompany(t)).api;
});
afterAll(async () => t?.close());

describe('batch_update_alarm_status', () => {
  it('handles several alarms at once, saying who and when, and they leave the bell', async () => {
    const fresh = (await admin.call(routes.listAlarms, { status: 0 })).list.map((a) => a.alarm_id);
    expect(fresh.length).toBeGreaterThanOrEqual(2);
    const bell = (await admin.call(routes.getMyMessages, {})).unread_count;
    expect(await admin.call(routes.batchUpdateAlarmStatus, { alarm_ids: fresh, status: 1, handle_remark: '已处理' })).toEqual({ updated: fresh.length });
    const rows = (await admin.call(routes.listAlarms, { is_page: 0 })).list.filter((a) => fresh.includes(a.alarm_id));
    for (const row of rows) expect(row).toMatchObject({ status: 1, handle_remark: '已处理', handled_name: expect.any(String), handled_at: expect.any(String) });
    expect((await admin.call(routes.getMyMessages, {})).unread_count).toBe(bell - fresh.length);
    await admin.call(routes.batchUpdateAlarmStatus, { alarm_ids: fresh, status: 0 });
    expect((await admin.call(routes.getAlarmDetail, { alarm_id: fresh[0]! })).handled_at).toBeNull();
  });

  it('changes nothing when one id is another company’s (10002)', async () => {
    const { alarm_id: mine } = await admin.call(routes.saveAlarm, { title: '本单位告警', level: 4, source: 'device' });
    const { alarm_id: theirs } = await other.call(routes.saveAlarm, { title: '乙方告警' });
    expect(await codeOf(admin.call(routes.batchUpdateAlarmStatus, { alarm_ids: [mine, theirs], status: 2 }))).toEqual({ code: ResultCode.NOT_FOUND, msg: MessageMsg.alarmNotFound });
    expect((await admin.call(routes.getAlarmDetail, { alarm_id: mine })).status).toBe(0);
    expect((await other.call(routes.getAlarmDetail, { alarm_id: theirs })).status).toBe(0);
  });

  it('refuses a job without 告警记录 (10403) and bad input (10001)', async () => {
    const { alarm_id } = await admin.call(routes.saveAlarm, { title: '权限告警' });
    expect((await codeOf(member.call(routes.batchUpdateAlarmStatus, { alarm_ids: [alarm_id], status: 1 }))).code).toBe(ResultCode.FORBIDDEN);
    expect(await codeOf(admin.call(routes.batchUpdateAlarmStatus, { alarm_ids: [], status: 1 }))).toEqual({ code: ResultCode.VALIDATION, msg: MessageMsg.alarmIdsRequired });
    expect(await codeOf(admin.call(routes.batchUpdateAlarmStatus, { alarm_ids: [alarm_id], status: 5 }))).toEqual({ code: ResultCode.VALIDATION, msg: MessageMsg.alarmStatusInvalid });
    expect((await codeOf(admin.call(routes.saveAlarm, { title: '坏级别', level: 9 }))).msg).toBe(MessageMsg.levelInvalid);
    expect((await codeOf(admin.call(routes.saveAlarm, { title: '坏来源', source: 'moon' as never }))).msg).toBe(MessageMsg.sourceInvalid);
    expect((await codeOf(admin.call(routes.saveAlarm, { title: '坏项目', project_id: '01900000-0000-7000-8000-00000000dead' }))).msg).toBe(MessageMsg.projectInvalid);
  });
});

describe('busi_cate batch_create', () => {
  it('creates several categories and lists them by type', async () => {
    const { busi_cate_ids } = await admin.call(routes.batchCreateBusiCates, {
      cate_type: 2,
      list: [{ cate_code: 'safety_notice', cate_name: '安全通知', sort_no: 5 }, { cate_code: 'hr_notice', cate_name: '人事通知' }],
    });
    expect(busi_cate_ids).toHaveLength(2);
    const listed = (await admin.call(routes.listBusiCates, { cate_type: 2, is_page: 0 })).list.map((c) => c.cate_code);
    expect(listed).toEqual(expect.arrayContaining(['notice', 'meeting', 'safety_notice', 'hr_notice']));
    expect(listed).not.toContain('company_news');
    // Another company's categories are its own: the same codes are free there, and ours are not listed.
    await other.call(routes.batchCreateBusiCates, { cate_type: 2, list: [{ cate_code: 'safety_notice', cate_name: '安全' }] });
    expect((await other.call(routes.listBusiCates, { cate_type: 2 })).list.map((c) => c.cate_code)).toEqual(['safety_notice']);
  });

  it('creates none of a batch with a code already used (10003)', async () => {
    const before = (await admin.call(routes.listBusiCates, { is_page: 0 })).total_count;
    expect(await codeOf(admin.call(routes.batchCreateBusiCates, { cate_type: 1, list: [{ cate_code: 'brand_new', cate_name: '新' }, { cate_code: 'dynamic', cate_name: '重复' }] }))).toEqual({
      code: ResultCode.CONFLICT,
      msg: MessageMsg.cateCodeExists,
    });
    expect((await codeOf(admin.call(routes.batchCreateBusiCates, { list: [{ cate_code: 'twice', cate_name: '一' }, { cate_code: 'twice', cate_name: '二' }] }))).code).toBe(ResultCode.CONFLICT);
    expect((await admin.call(routes.listBusiCates, { is_page: 0 })).total_count).toBe(before);
  });

  it('refuses a job without the news page (10403) and bad input (10001)', async () => {
    expect((await codeOf(member.call(routes.batchCreateBusiCates, { list: [{ cate_code: 'm1', cate_name: '成员' }] }))).code).toBe(ResultCode.FORBIDDEN);
    expect(await codeOf(admin.call(routes.batchCreateBusiCates, { list: [] }))).toEqual({ code: ResultCode.VALIDATION, msg: MessageMsg.catesRequired });
    expect(await codeOf(admin.call(routes.batchCreateBusiCates, { list: [{ cate_code: 'a b', cate_name: '空格' }] }))).toEqual({ code: ResultCode.VALIDATION, msg: MessageMsg.cateCodeInvalid });
    expect(await codeOf(admin.call(routes.batchCreateBusiCates, { list: [{ cate_code: 'ok', cate_name: '' }] }))).toEqual({ code: ResultCode.VALIDATION, msg: MessageMsg.cateNameRequired });
    expect((await codeOf(admin.call(routes.batchCreateBusiCates, { cate_type: 8, list: [{ cate_code: 'ok', cate_name: '好' }] }))).msg).toBe(MessageMsg.cateTypeInvalid);
    // Any member may read the categories (forms name them).
    expect((await member.call(routes.listBusiCates, {})).total_count).toBeGreaterThan(0);
  });
});
