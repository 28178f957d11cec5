import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { WarnRecordPage } from '../pages/warn-record-page';
import { WorkReportPage } from '../pages/work-report-page';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const at = '2026-11-20T01:00:00Z';

describe('/workReport', () => {
  it('lists reports with their type, author and attachments, and searches', async () => {
    const report = {
      work_report_id: 'w1', report_type: 2, report_date: '2026-11-20', project_id: 'p1', project_name: '钱塘一号', title: '第 47 周工程周报',
      content: '完成主体 2 层', attachments: [{ name: '现场照片.zip', url: '/files/w47.zip' }], sort_no: 0, author_id: 'u1', author_name: '演示管理员', created_at: at, updated_at: at,
    };
    const fake = new FakeApi().on(routes.getWorkReports, page([report])).on(routes.getProjectList, page([]));
    const { user } = renderPage(<WorkReportPage />, fake);
    const tr = (await screen.findByText('第 47 周工程周报', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('周报')).toBeInTheDocument();
    expect(within(tr).getByText('演示管理员')).toBeInTheDocument();
    expect(within(tr).getByRole('link', { name: '现场照片.zip' })).toHaveAttribute('href', '/files/w47.zip');
    await user.type(screen.getByPlaceholderText('搜索标题、作者或内容'), '周报{enter}');
    await waitFor(() => expect(fake.callsTo(routes.getWorkReports).at(-1)).toMatchObject({ search: '周报' }), LOAD);
  });
});

describe('/warnRecord', () => {
  it('lists warnings and handles one from its row', async () => {
    const warn = { warn_id: 'x1', source: 'api', level: 3, message: '接口错误率 12.5%', project_id: null, project_name: null, handled: 0, handled_name: null, handled_at: null, handle_remark: null, created_at: at };
    const fake = new FakeApi().on(routes.getWarnMsgs, page([warn])).on(routes.editWarnMsg, { data: null }).on(routes.getProjectList, page([]));
    const { user } = renderPage(<WarnRecordPage />, fake);
    const tr = (await screen.findByText('接口错误率 12.5%', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('接口监控')).toBeInTheDocument();
    expect(within(tr).getByText('未处理')).toBeInTheDocument();
    await user.click(within(tr).getByRole('button', { name: /处\s?理/ }));
    await waitFor(() => expect(fake.callsTo(routes.editWarnMsg)[0]).toMatchObject({ warn_id: 'x1', handled: 1, source: 'api', level: 3 }), LOAD);
  });
});
