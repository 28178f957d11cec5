import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResultCode, note, routes } from '@zhuyun/contracts';
import { DemoIds, DemoInviteCode } from '../../../db/seed/demo.seed';
import { NoteDemoIds } from '../../../db/seed/note.seed';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { signedIn, type ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { addMember, createUser, type TestUser } from '../../../testing/fixtures';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { NoteMsg } = note;
const WAIT = { timeout: 20_000, interval: 50 };

let t: TestApp;
let admin: ApiClient;
let other: ApiClient;
let unpermitted: ApiClient;
/** A member holding a job of their own, which the rules below name. */
let member: { api: ApiClient; user: TestUser; jobId: string };

beforeAll(async () => {
  ({ t, admin, other, unpermitted } = await familyCallers());
  const user = await createUser(t.database.db, { user_name: '通知测试员' });
  const jobId = await addMember(t.database.db, DemoIds.company, user.user_id, new Date(), '值班员');
  member = { api: await signedIn(t, user), user, jobId };
});
afterAll(async () => t?.close());

const logsOf = async (title: string) => (await admin.call(routes.listNoteSendLogs, { search: title, is_page: 0 })).list;
/** The sends to the member (the demo rules name jobs nobody holds in a fresh copy, but only theirs are asserted). */
const toMember = async (title: string) => (await logsOf(title)).filter((l) => l.user_name === '通知测试员');
const outbox = async (phone: string) =>
  ((await t.database.db.execute(sql`select content, template_no from sms_outbox where phone = ${phone} and usage_code = 0 order by created_at`)) as unknown as {
    rows: { content: string; template_no: string | null }[];
  }).rows;

describe('rules and templates', () => {
  it('saves a rule, lists it with its jobs and template, and edits it through the one save call', async () => {
    const { note_cfg_id } = await admin.call(routes.saveNoteCfg, { event_code: 'alarm', min_level: 3, job_ids: [DemoIds.inspectorJob], sms: 1, template_id: NoteDemoIds.alarmTemplate });
    const row = (await admin.call(routes.listNoteCfgs, { event_code: 'alarm', is_page: 0 })).list.find((r) => r.note_cfg_id === note_cfg_id);
    expect(row).toMatchObject({ min_level: 3, in_app: 1, sms: 1, enabled: 1, job_names: ['质检员'], template_name: '告警通知' });
    await admin.call(routes.saveNoteCfg, { note_cfg_id, event_code: 'alarm', min_level: 4, job_ids: [DemoIds.inspectorJob], enabled: 0 });
    expect((await admin.call(routes.listNoteCfgs, { enabled: 0, is_page: 0 })).list.map((r) => r.note_cfg_id)).toContain(note_cfg_id);
    await admin.call(routes.deleteNoteCfg, { note_cfg_id });
  });

  it.each([
    [{ event_code: 'alarm', job_ids: [DemoIds.inspectorJob], in_app: 0, sms: 0 }, NoteMsg.channelRequired],
    [{ event_code: 'alarm', job_ids: [] }, NoteMsg.jobsRequired],
    [{ event_code: 'alarm', job_ids: ['01900000-0000-7000-8000-00000000dead'] }, NoteMsg.jobsUnknown],
    [{ event_code: 'fire', job_ids: [DemoIds.inspectorJob] }, NoteMsg.eventInvalid],
    [{ event_code: 'alarm', job_ids: [DemoIds.inspectorJob], sms: 1, template_id: NoteDemoIds.approvalTemplate }, NoteMsg.templateEventMismatch],
    [{ event_code: 'alarm', job_ids: [DemoIds.inspectorJob], min_level: 7 }, NoteMsg.levelInvalid],
  ])('refuses a bad rule with 10001 and its message: %j', async (input, msg) => {
    expect(await codeOf(admin.call(routes.saveNoteCfg, input as never))).toEqual({ code: ResultCode.VALIDATION, msg });
  });

  it('refuses a template naming a variable its event lacks, and previews one with the sample values', async () => {
    expect(await codeOf(admin.call(routes.saveNoteTemplate, { template_name: '坏模板', event_code: 'alarm', content: '${title}${user_name}${nope}' }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: `${NoteMsg.variableUnknown}：\${user_name}、\${nope}`,
    });
    const preview = await admin.call(routes.previewNoteTemplate, { event_code: 'alarm', content: '【筑云】${project}：${title}（${level}）' });
    expect(preview).toEqual({ text: '【筑云】钱塘一号项目：塔吊超载告警（严重）', length: 21, variables: ['project', 'title', 'level'] });
    expect((await codeOf(admin.call(routes.previewNoteTemplate, { event_code: 'approval', content: '${title}' }))).msg).toBe(`${NoteMsg.variableUnknown}：\${title}`);
  });

  it('keeps another company out (10002) and a job without the pages out (10403)', async () => {
    const { note_cfg_id } = await admin.call(routes.saveNoteCfg, { event_code: 'approval', job_ids: [DemoIds.clerkJob] });
    expect(await codeOf(other.call(routes.deleteNoteCfg, { note_cfg_id }))).toEqual({ code: ResultCode.NOT_FOUND, msg: NoteMsg.cfgNotFound });
    expect((await codeOf(other.call(routes.saveNoteTemplate, { template_id: NoteDemoIds.alarmTemplate, template_name: '越权', event_code: 'alarm', content: 'x' }))).code).toBe(ResultCode.NOT_FOUND);
    expect((await other.call(routes.listNoteSendLogs, {})).list).toEqual([]);
    await admin.call(routes.deleteNoteCfg, { note_cfg_id });
    for (const [route, input] of [
      [routes.listNoteCfgs, {}],
      [routes.listProjectNotes, {}],
      [routes.listNoteTemplates, {}],
      [routes.previewNoteTemplate, { event_code: 'alarm', content: '${title}' }],
      [routes.listNoteSendLogs, {}],
    ] as const) {
      expect((await codeOf(unpermitted.call(route as never, input as never))).code, route.path).toBe(ResultCode.FORBIDDEN);
    }
  });
});

describe('the rules applied to what is published', () => {
  it('tells the jobs of an alarm rule in the bell and by SMS from its template, and records each send', async () => {
    await admin.call(routes.saveNoteCfg, { event_code: 'alarm', min_level: 4, job_ids: [member.jobId], in_app: 1, sms: 1, template_id: NoteDemoIds.alarmTemplate });
    const before = (await member.api.call(routes.getMyMessages, {})).unread_count;
    await admin.call(routes.saveAlarm, { title: '规则告警一', level: 4, source: 'device' });
    await vi.waitFor(async () => expect(await toMember('规则告警一')).toHaveLength(2), WAIT);
    const logs = await toMember('规则告警一');
    expect(logs.map((l) => [l.channel, l.status, l.user_name]).sort()).toEqual([[1, 1, '通知测试员'], [2, 1, '通知测试员']]);
    const sms = logs.find((l) => l.channel === 2);
    expect(sms?.phone).toBe(`${member.user.phone.slice(0, 3)}****${member.user.phone.slice(-4)}`);
    expect(sms?.content).toMatch(/^【筑云】—发生紧急告警：规则告警一，时间\d{4}-\d\d-\d\d \d\d:\d\d，请尽快处理。$/);
    expect(await outbox(member.user.phone)).toEqual([{ content: sms?.content, template_no: 'SMS_ALARM_01' }]);
    const mine = await member.api.call(routes.getMyMessages, {});
    expect(mine.unread_count).toBe(before + 1);
    expect(mine.list[0]).toMatchObject({ kind: 'notify', title: '【紧急告警】规则告警一', author: '系统通知' });
  });

  it('tells nobody of an alarm under the rule’s level, and a project’s own disabled rule silences that project', async () => {
    await admin.call(routes.saveProjectNote, { project_id: ProjectDemoIds.projects[2], event_code: 'alarm', job_ids: [member.jobId], enabled: 0 });
    await admin.call(routes.saveAlarm, { title: '规则告警低级', level: 2, source: 'device' });
    await admin.call(routes.saveAlarm, { title: '规则告警静默', level: 4, source: 'project', project_id: ProjectDemoIds.projects[2] });
    // A later alarm that is told proves the two before it were handled (the dispatcher works in order).
    await admin.call(routes.saveAlarm, { title: '规则告警二', level: 4, source: 'device' });
    await vi.waitFor(async () => expect(await toMember('规则告警二')).toHaveLength(2), WAIT);
    expect(await logsOf('规则告警低级')).toEqual([]);
    expect(await logsOf('规则告警静默')).toEqual([]);
  });

  it('tells an approval rule’s jobs when a join request is decided', async () => {
    await admin.call(routes.saveNoteCfg, { event_code: 'approval', job_ids: [member.jobId], in_app: 1, sms: 0 });
    const applicant = await createUser(t.database.db, { user_name: '审批申请人' });
    const api = await signedIn(t, applicant);
    const posts = await api.call(routes.getJobList, { dept_id: DemoIds.engineeringDept, invite_code: DemoInviteCode, is_page: 0 });
    const { id } = await api.call(routes.joinOrg, { invite_code: DemoInviteCode, dept_id: DemoIds.engineeringDept, job_id: posts.list[0]?.job_id ?? '' });
    await admin.call(routes.examineJoinOrg, { id, status: 3 });
    await vi.waitFor(async () => expect(await toMember('审批申请人')).toHaveLength(1), WAIT);
    expect((await toMember('审批申请人'))[0]).toMatchObject({ event_code: 'approval', channel: 1, status: 1, title: '入职审批：审批申请人已通过' });
  });

  it('records a refused SMS as failed with the provider’s reason', async () => {
    const sms = t.app.platform.sms;
    const spy = vi.spyOn(sms, 'sendText').mockRejectedValueOnce(new Error('号码已停机'));
    await admin.call(routes.saveAlarm, { title: '规则告警三', level: 4, source: 'system' });
    await vi.waitFor(async () => expect((await toMember('规则告警三')).find((l) => l.channel === 2)).toMatchObject({ status: 2, error: '号码已停机' }), WAIT);
    spy.mockRestore();
    expect((await admin.call(routes.listNoteSendLogs, { status: 2, channel: 2, is_page: 0 })).list.map((l) => l.title)).toContain('【紧急告警】规则告警三');
  });
});
