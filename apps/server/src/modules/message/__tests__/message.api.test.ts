import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveEventType, ResultCode, message, routes } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo.seed';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';

const { MessageMsg } = message;

let t: TestApp;
let admin: ApiClient;
let other: ApiClient;
let otherCompanyId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, DEMO);
  ({ api: other, companyId: otherCompanyId } = await otherCompany(t));
});
afterAll(async () => t?.close());

describe('news and notices: save', () => {
  it('stores a sanitized body: no script, no event attribute ever comes back', async () => {
    const body = '<p>正文</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">链接</a>';
    const { news_id } = await admin.call(routes.saveNews, { title: '净化测试', content: body, status: 0 });
    const row = await admin.call(routes.getNewsDetail, { news_id });
    expect(row.content).toContain('<p>正文</p>');
    for (const bad of ['<script', 'onerror', 'javascript:']) expect(row.content?.toLowerCase()).not.toContain(bad);
    const listed = (await admin.call(routes.listNews, { search: '净化测试' })).list[0];
    expect(listed?.content).toBeUndefined(); // the list carries no bodies
  });

  it('keeps uploaded pictures working after their link would expire: stored as references, signed afresh on read', async () => {
    const png = new Blob([new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c50000000049454e44ae426082', 'hex'))]);
    const uploaded = (await admin.upload(routes.uploadFile, { module: 'picture' }, png, 'p.png')).data;
    const fileId = /view\/([0-9a-f-]{36})\?/.exec(uploaded.url)![1]!;
    const body = `<p>图</p><img src="${uploaded.url.replace('&', '&amp;')}">`;
    const { news_id } = await admin.call(routes.saveNews, { title: '图片链接测试', content: body, cover: uploaded.url, status: 0 });
    const stored = (await t.database.db.execute(sql`select content, cover from msg_news where news_id = ${news_id}`)) as unknown as { rows: { content: string; cover: string }[] };
    expect(stored.rows[0]).toEqual({ content: `<p>图</p><img src="/api/v1/base/file/view/${fileId}" />`, cover: `/api/v1/base/file/view/${fileId}` });
    const read = await admin.call(routes.getNewsDetail, { news_id });
    const link = /src="([^"]+)"/.exec(read.content ?? '')![1]!.replace('&amp;', '&');
    expect(link).toMatch(new RegExp(`^/api/v1/base/file/view/${fileId}\\?expires=\\d+&sig=`));
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    expect(read.cover).toMatch(/\?expires=\d+&sig=/);
    // Another unit's picture cannot be shown through an article of ours.
    const theirs = (await other.upload(routes.uploadFile, { module: 'picture' }, png, 'q.png')).data.url;
    expect(await codeOf(admin.call(routes.saveNews, { title: '别人的图', content: `<img src="${theirs}">`, status: 0 }))).toEqual({ code: ResultCode.VALIDATION, msg: MessageMsg.imageInvalid });
    expect(await codeOf(admin.call(routes.saveNews, { title: '别人的封面', content: '<p>x</p>', cover: theirs, status: 0 }))).toEqual({ code: ResultCode.VALIDATION, msg: MessageMsg.coverInvalid });
  });

  it('creates without an id and edits with it through the one save call; publishing sets the publish time', async () => {
    const { notify_id } = await admin.call(routes.saveNotify, { title: '保存测试', cate_code: 'notice' });
    const draft = await admin.call(routes.getNotifyDetail, { notify_id });
    expect(draft).toMatchObject({ status: 0, publish_time: null, cate_name: '通知公告', audience_type: 1 });
    const again = await admin.call(routes.saveNotify, { notify_id, title: '保存测试（发布）', status: 1, cover: '/files/a.png' });
    expect(again.notify_id).toBe(notify_id);
    const published = await admin.call(routes.getNotifyDetail, { notify_id });
    expect(published).toMatchObject({ title: '保存测试（发布）', status: 1, cover: '/files/a.png', cate_code: null });
    expect(Date.parse(published.publish_time as string)).toBeGreaterThan(Date.now() - 60_000);
    expect(await codeOf(other.call(routes.saveNotify, { notify_id, title: '越权' }))).toEqual({ code: ResultCode.NOT_FOUND, msg: MessageMsg.notifyNotFound });
  });

  it.each([
    [{ title: '坏封面', cover: 'javascript:alert(1)' }, MessageMsg.coverInvalid],
    [{ title: '坏分类', cate_code: 'nope' }, MessageMsg.cateUnknown],
    [{ title: '太长', content: 'x'.repeat(200_001) }, MessageMsg.contentTooLong],
    [{ title: '无范围', audience_type: 2 }, MessageMsg.audienceIdsRequired],
    [{ title: '坏范围', audience_type: 9 }, MessageMsg.audienceTypeInvalid],
    [{ title: '坏状态', status: 7 }, MessageMsg.statusInvalid],
    [{ title: '  ' }, MessageMsg.titleRequired],
    [{ title: '坏时间', publish_time: 'tomorrow' }, MessageMsg.timeInvalid],
  ])('refuses bad fields with 10001 and their message: %j', async (input, msg) => {
    expect(await codeOf(admin.call(routes.saveNews, input as never))).toEqual({ code: ResultCode.VALIDATION, msg });
  });

  it('refuses an audience of another company', async () => {
    const theirs = await otherCompanyDept();
    expect(await codeOf(admin.call(routes.saveNotify, { title: '跨单位', audience_type: 2, audience_ids: [theirs] }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: MessageMsg.audienceUnknown,
    });
  });

  it('announces each saved notice and alarm as a live event of the company, ids only', async () => {
    const seen: { company_id: string | null; type: string; payload: unknown }[] = [];
    const stop = t.app.platform.events.subscribe((e) => void seen.push({ company_id: e.company_id, type: e.type, payload: e.payload }));
    const { notify_id } = await admin.call(routes.saveNotify, { title: '事件测试', status: 1 });
    const { alarm_id } = await admin.call(routes.saveAlarm, { title: '事件告警' });
    await admin.call(routes.batchUpdateAlarmStatus, { alarm_ids: [alarm_id], status: 2 });
    stop();
    expect(seen).toEqual([
      { company_id: DemoIds.company, type: LiveEventType.notice, payload: { kind: 'notify', action: 'create', ids: [notify_id] } },
      { company_id: DemoIds.company, type: LiveEventType.alarm, payload: { kind: 'alarm', action: 'create', ids: [alarm_id] } },
      { company_id: DemoIds.company, type: LiveEventType.alarm, payload: { kind: 'alarm', action: 'status', ids: [alarm_id] } },
    ]);
  });
});

async function otherCompanyDept(): Promise<string> {
  const result = (await t.database.db.execute(sql`select dept_id from departments where company_id = ${otherCompanyId} limit 1`)) as unknown as {
    rows: { dept_id: string }[];
  };
  return result.rows[0]!.dept_id;
}
