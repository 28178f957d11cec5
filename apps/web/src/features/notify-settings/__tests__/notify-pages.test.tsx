import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { ApiMonitorPage } from '../pages/api-monitor-page';
import { NoteCfgPage } from '../pages/note-cfg-page';
import { NoteModelCfgPage } from '../pages/note-model-cfg-page';
import { ProjectNotePage } from '../pages/project-note-page';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const at = '2026-11-20T01:00:00Z';
const recipients = { job_ids: ['j1'], job_names: ['项目经理'], in_app: 1, sms: 1, template_id: 't1', template_name: '告警通知', enabled: 1, remark: null, created_at: at, updated_at: at };
const template = { template_id: 't1', template_name: '告警通知', event_code: 'alarm', template_code: 'SMS_ALARM_01', content: '【筑云】${project}发生${level}告警：${title}', created_at: at, updated_at: at };

describe('/noteCfg', () => {
  it('lists the rules with their event, jobs and template, and the send records with their results', async () => {
    const fake = new FakeApi()
      .on(routes.listNoteCfgs, page([{ note_cfg_id: 'r1', event_code: 'alarm', min_level: 3, ...recipients }]))
      .on(routes.listNoteTemplates, page([template]))
      .on(routes.listNoteSendLogs, page([
        { log_id: 'l1', event_code: 'alarm', channel: 2, user_name: '王建国', phone: '138****0011', title: '【严重告警】堆场超高', content: '【筑云】…', status: 2, error: '号码已停机', created_at: at },
      ]));
    const { user } = renderPage(<NoteCfgPage />, fake);
    const tr = (await screen.findByText('项目经理', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('告警产生')).toBeInTheDocument();
    expect(within(tr).getByText('严重及以上')).toBeInTheDocument();
    expect(within(tr).getByText('告警通知')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '发送记录' }));
    const log = (await screen.findByText('138****0011', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(log).getByText('失败：号码已停机')).toBeInTheDocument();
    expect(within(log).getByText('短信')).toBeInTheDocument();
  });
});

describe('/ProjectNote', () => {
  it('lists a project’s own rules and filters by project', async () => {
    const fake = new FakeApi()
      .on(routes.listProjectNotes, page([{ project_note_id: 'p1', project_id: 'pr1', project_name: '钱塘一号', event_code: 'alarm', min_level: 2, ...recipients, enabled: 0 }]))
      .on(routes.getProjectList, page([{ project_id: 'pr1', project_name: '钱塘一号' }]));
    renderPage(<ProjectNotePage />, fake);
    const tr = (await screen.findByText('钱塘一号', { selector: 'td' }, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('停用')).toBeInTheDocument();
    expect(within(tr).getByText('一般及以上')).toBeInTheDocument();
  });
});

describe('/NoteModelCfg', () => {
  it('lists the templates, names each event’s variables, and previews one with sample values', async () => {
    const fake = new FakeApi()
      .on(routes.listNoteTemplates, page([template]))
      .on(routes.previewNoteTemplate, { data: { text: '【筑云】钱塘一号项目发生严重告警：塔吊超载告警', length: 23, variables: ['project', 'level', 'title'] } });
    const { user } = renderPage(<NoteModelCfgPage />, fake);
    const tr = (await screen.findByText('SMS_ALARM_01', {}, LOAD)).closest('tr') as HTMLElement;
    expect(screen.getByText(/告警产生：\$\{title\}/)).toBeInTheDocument();
    await user.click(within(tr).getByRole('button', { name: /预\s?览/ }));
    await screen.findByText('【筑云】钱塘一号项目发生严重告警：塔吊超载告警', {}, LOAD);
    expect(fake.callsTo(routes.previewNoteTemplate)[0]).toEqual({ event_code: 'alarm', content: template.content });
  });
});

describe('/apiMonitor', () => {
  it('shows this node’s metrics per operation and the notices with their state', async () => {
    const fake = new FakeApi()
      .on(routes.getApiMetrics, {
        data: {
          minutes: 5,
          since: at,
          list: [{ operation: 'GET /api/v1/project/project_list', summary: 'Project list', count: 40, errors: 5, client_errors: 1, error_rate: 12.5, p95_ms: 850, avg_ms: 120.5, max_ms: 900 }],
        },
      })
      .on(routes.getApiNotices, page([
        { api_notice_id: 'a1', operation: 'GET /api/v1/project/project_list', error_rate: 5, p95_ms: null, min_count: 10, window_minutes: 5, firing: 1, fired_at: at, fire_count: 2, ...recipients },
      ]));
    renderPage(<ApiMonitorPage />, fake);
    await screen.findByText('12.5%', {}, LOAD);
    expect(screen.getByText('850')).toBeInTheDocument();
    const notice = (await screen.findByText('≥ 5%', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(notice).getByText(/超限/)).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo(routes.getApiMetrics)[0]).toEqual({ minutes: '5' }));
  });
});
