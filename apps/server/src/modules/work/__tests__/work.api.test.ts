import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, routes, work } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { WorkMsg } = work;

let t: TestApp;
let admin: ApiClient;
let other: ApiClient;
let unpermitted: ApiClient;

beforeAll(async () => {
  ({ t, admin, other, unpermitted } = await familyCallers());
});
afterAll(async () => t?.close());

describe('work reports', () => {
  it('lists the demo reports by sort order, saves one with its author from the session, and deletes it by its path', async () => {
    const demo = (await admin.call(routes.getWorkReports, {})).list;
    expect(demo.length).toBeGreaterThanOrEqual(4);
    expect(demo.map((r) => r.sort_no)).toEqual([...demo.map((r) => r.sort_no)].sort((a, b) => a - b));
    const { work_report_id } = await admin.call(routes.saveWorkReport, {
      report_type: 2,
      report_date: '2026-11-22',
      project_id: ProjectDemoIds.projects[0],
      title: '第 48 周周报',
      content: '完成 6 层吊装',
      attachments: [{ name: '照片.jpg', url: '/files/w48.jpg' }],
      sort_no: 0,
    });
    const [row] = (await admin.call(routes.getWorkReports, { report_type: 2, search: '第 48 周' })).list;
    expect(row).toMatchObject({ work_report_id, author_name: '演示管理员', project_name: '杭州未来科技城装配式住宅项目', attachments: [{ name: '照片.jpg', url: '/files/w48.jpg' }] });
    await admin.call(routes.deleteWorkReport, { work_report_id });
    expect((await admin.call(routes.getWorkReports, { search: '第 48 周' })).list).toEqual([]);
  });

  it.each([
    [{ report_date: '2026-11-22', title: '坏附件', content: 'x', attachments: [{ name: 'a', url: 'javascript:alert(1)' }] }, WorkMsg.attachmentsInvalid],
    [{ report_date: '22/11/2026', title: '坏日期', content: 'x' }, WorkMsg.reportDateInvalid],
    [{ report_date: '2026-11-22', title: '坏类型', content: 'x', report_type: 3 }, WorkMsg.reportTypeInvalid],
    [{ report_date: '2026-11-22', title: '空内容', content: '  ' }, WorkMsg.contentRequired],
    [{ report_date: '2026-11-22', title: '坏项目', content: 'x', project_id: '01900000-0000-7000-8000-00000000dead' }, WorkMsg.projectInvalid],
  ])('refuses a bad report with 10001 and its message: %j', async (input, msg) => {
    expect(await codeOf(admin.call(routes.saveWorkReport, input as never))).toEqual({ code: ResultCode.VALIDATION, msg });
  });

  it('keeps another company out (10002) and a job without the page out (10403)', async () => {
    const [first] = (await admin.call(routes.getWorkReports, {})).list;
    expect(await codeOf(other.call(routes.deleteWorkReport, { work_report_id: first?.work_report_id ?? '' }))).toEqual({ code: ResultCode.NOT_FOUND, msg: WorkMsg.reportNotFound });
    expect((await other.call(routes.getWorkReports, {})).list).toEqual([]);
    expect((await codeOf(unpermitted.call(routes.getWorkReports, {}))).code).toBe(ResultCode.FORBIDDEN);
  });
});

describe('warning records', () => {
  it('lists the unhandled, handles one (who and when from the session) and sets it back', async () => {
    const open = (await admin.call(routes.getWarnMsgs, { handled: 0 })).list;
    const warn = open[0];
    if (!warn) throw new Error('the demo has no unhandled warning');
    const edit = { warn_id: warn.warn_id, source: warn.source as 'device', level: warn.level, message: warn.message, project_id: warn.project_id };
    await admin.call(routes.editWarnMsg, { ...edit, handled: 1, handle_remark: '已复核' });
    const handled = (await admin.call(routes.getWarnMsgs, { handled: 1, is_page: 0 })).list.find((w) => w.warn_id === warn.warn_id);
    expect(handled).toMatchObject({ handled: 1, handled_name: '演示管理员', handle_remark: '已复核' });
    expect(Date.parse(handled?.handled_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    await admin.call(routes.editWarnMsg, { ...edit, handled: 0 });
    expect((await admin.call(routes.getWarnMsgs, { handled: 0, is_page: 0 })).list.find((w) => w.warn_id === warn.warn_id)).toMatchObject({ handled_name: null, handled_at: null });
  });

  it('refuses bad fields (10001), another company (10002) and a job without the page (10403)', async () => {
    expect(await codeOf(admin.call(routes.addWarnMsg, { source: 'moon' as never, message: 'x' }))).toEqual({ code: ResultCode.VALIDATION, msg: WorkMsg.warnSourceInvalid });
    expect(await codeOf(admin.call(routes.addWarnMsg, { source: 'device', message: ' ' }))).toEqual({ code: ResultCode.VALIDATION, msg: WorkMsg.warnMessageRequired });
    expect(await codeOf(admin.call(routes.addWarnMsg, { source: 'device', message: 'x', level: 5 }))).toEqual({ code: ResultCode.VALIDATION, msg: WorkMsg.warnLevelInvalid });
    const { warn_id } = await admin.call(routes.addWarnMsg, { source: 'system', message: '手工预警' });
    expect(await codeOf(other.call(routes.editWarnMsg, { warn_id, source: 'system', message: '越权' }))).toEqual({ code: ResultCode.NOT_FOUND, msg: WorkMsg.warnNotFound });
    expect((await codeOf(unpermitted.call(routes.getWarnMsgs, {}))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(unpermitted.call(routes.editWarnMsg, { warn_id, source: 'system', message: 'x', handled: 1 }))).code).toBe(ResultCode.FORBIDDEN);
  });
});
