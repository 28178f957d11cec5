import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, message, routes } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo.seed';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { demoMember } from './message-fixtures';

// Read state (issue 16): who a notice reaches, who has read it, the bell's list and count, mark read and mark all.
const { MessageMsg } = message;

let t: TestApp;
let admin: ApiClient;
let engineer: { api: ApiClient; userId: string };
let other: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, DEMO);
  engineer = await demoMember(t, DemoIds.engineeringDept); // 工程部, no permission template
  other = (await otherCompany(t)).api;
});
afterAll(async () => t?.close());

const unread = async (api: ApiClient) => (await api.call(routes.getMyMessages, { page_size: 10 })).unread_count;

describe('read state', () => {
  it('starts the demo bell with the seeded unread notices and new alarms, newest first', async () => {
    const mine = await admin.call(routes.getMyMessages, { page_size: 10 });
    // Notices to the unit (2 unread, 1 read) and to 综合管理部 (1); 工程部's is not the demo's; 2 new alarms.
    expect(mine.unread_count).toBe(5);
    expect(mine.total_count).toBe(6);
    expect(mine.list.map((m) => m.kind).sort()).toEqual(['alarm', 'alarm', 'notify', 'notify', 'notify', 'notify']);
    const times = mine.list.map((m) => Date.parse(m.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(mine.list.map((m) => m.title)).not.toContain('工程部：构件进场验收流程培训');
  });

  it('shows a member only the notices that reach their department, and no alarms without 告警记录', async () => {
    const mine = await engineer.api.call(routes.getMyMessages, { page_size: 10 });
    expect(mine.list.every((m) => m.kind === 'notify')).toBe(true);
    expect(mine.list.map((m) => m.title)).toContain('工程部：构件进场验收流程培训');
    expect(mine.list.map((m) => m.title)).not.toContain('综合管理部：12 月份办公用品申领安排');
    expect(mine.unread_count).toBe(4);
  });

  it('marks one read, answers who has read it, then marks all read', async () => {
    const { notify_id } = await admin.call(routes.saveNotify, { title: '工程部通知', status: 1, audience_type: 2, audience_ids: [DemoIds.engineeringDept] });
    expect(await unread(engineer.api)).toBe(5);
    const before = await admin.call(routes.getNewsUserList, { news_id: notify_id });
    expect(before).toMatchObject({ audience_total: 1, read_total: 0, total_count: 1 });
    expect(before.list[0]).toMatchObject({ user_id: engineer.userId, is_read: 0, read_at: null });

    expect(await engineer.api.call(routes.readMyMessages, { message_ids: [notify_id] })).toEqual({ unread_count: 4 });
    const after = await admin.call(routes.getNewsUserList, { news_id: notify_id, is_read: 1 });
    expect(after).toMatchObject({ audience_total: 1, read_total: 1, total_count: 1 });
    expect(after.list[0]?.is_read).toBe(1);
    expect((await admin.call(routes.getNewsUserList, { news_id: notify_id, is_read: 0 })).list).toEqual([]);
    expect((await admin.call(routes.listNotify, { search: '工程部通知' })).list[0]?.read_count).toBe(1);

    expect((await engineer.api.call(routes.getMyMessages, { unread: 1 })).list).toHaveLength(4);
    expect(await engineer.api.call(routes.readMyMessages, { all: 1 })).toEqual({ unread_count: 0 });
    expect(await unread(admin)).toBe(5); // the demo's own state is untouched
  });

  it('reaches the members of the chosen projects with a project notice, and nobody else of the unit', async () => {
    // The demo project's members of this unit: the demo administrator (its manager); the engineer is on no project.
    const { notify_id } = await admin.call(routes.saveNotify, { title: '项目通知', status: 1, audience_type: 4, audience_ids: [ProjectDemoIds.projects[0]] });
    const readers = await admin.call(routes.getNewsUserList, { news_id: notify_id });
    expect(readers).toMatchObject({ audience_total: 1 });
    expect(readers.list.map((r) => r.user_id)).toEqual([DemoIds.demo]);
    expect((await engineer.api.call(routes.getMyMessages, {})).list.map((m) => m.title)).not.toContain('项目通知');
    const { notify_id: none } = await admin.call(routes.saveNotify, { title: '无成员项目通知', status: 1, audience_type: 4, audience_ids: [ProjectDemoIds.projects[2]] });
    expect((await admin.call(routes.getNewsUserList, { news_id: none })).audience_total).toBe(0);
  });

  it('answers readers of a news item too', async () => {
    const { news_id } = await admin.call(routes.saveNews, { title: '全员资讯', status: 1 });
    const readers = await admin.call(routes.getNewsUserList, { news_id });
    expect(readers.audience_total).toBe(2); // the demo and the engineer
  });

  it('answers 10002 to an id that is not the person’s message (another unit’s), marking nothing; refuses an empty mark', async () => {
    const { notify_id } = await other.call(routes.saveNotify, { title: '乙方通知', status: 1 });
    const mine = await admin.call(routes.saveNotify, { title: '甲方通知', status: 1 });
    const count = await unread(admin);
    expect((await codeOf(admin.call(routes.readMyMessages, { message_ids: [notify_id] }))).code).toBe(ResultCode.NOT_FOUND);
    // One foreign id among the person's own: nothing is marked, not even the own one.
    expect((await codeOf(admin.call(routes.readMyMessages, { message_ids: [mine.notify_id, notify_id] }))).code).toBe(ResultCode.NOT_FOUND);
    expect(await unread(admin)).toBe(count);
    // Marking an own message twice is no error.
    expect(await admin.call(routes.readMyMessages, { message_ids: [mine.notify_id] })).toEqual({ unread_count: count - 1 });
    expect(await admin.call(routes.readMyMessages, { message_ids: [mine.notify_id, mine.notify_id] })).toEqual({ unread_count: count - 1 });
    expect((await codeOf(admin.call(routes.readMyMessages, {}))).code).toBe(ResultCode.VALIDATION);
    expect((await codeOf(admin.call(routes.readMyMessages, { message_ids: ['nope'] }))).code).toBe(ResultCode.VALIDATION);
  });

  it('keeps user_list to the message’s company and family permission', async () => {
    const { notify_id } = await admin.call(routes.saveNotify, { title: '权限测试', status: 1 });
    expect(await codeOf(other.call(routes.getNewsUserList, { news_id: notify_id }))).toEqual({ code: ResultCode.NOT_FOUND, msg: MessageMsg.newsNotFound });
    expect((await codeOf(engineer.api.call(routes.getNewsUserList, { news_id: notify_id }))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(admin.call(routes.getNewsUserList, { news_id: 'x' }))).code).toBe(ResultCode.VALIDATION);
    expect((await codeOf(admin.call(routes.getNewsUserList, { news_id: notify_id, is_read: 3 }))).code).toBe(ResultCode.VALIDATION);
  });
});
