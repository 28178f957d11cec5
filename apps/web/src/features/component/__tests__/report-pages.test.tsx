import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { files, routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { ReportListPage } from '../pages/report-list-page';
import { ReportInfoPage } from '../pages/report-info-page';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const R1 = '01900000-0000-7000-8000-0000000a3001';
const report = {
  report_id: R1, component_id: 'c1', cp_num: 'WLKJ-3-003', project_id: 'p1', project_name: '示范项目', report_no: 'JC-2026-0001', report_result: 2, report_date: '2026-02-27',
  inspector_id: null, inspector_name: '王质检', remark: '预埋套筒位置偏差', created_at: '2026-02-27T01:00:00Z',
  attachments: [
    { file_path: 'files/f1', file_name: '首检照片.png', mime: 'image/png', url: '/api/v1/base/file/view/f1?expires=1&sig=a' },
    { file_path: 'files/f2', file_name: '检测报告.pdf', mime: 'application/pdf', url: '/api/v1/base/file/view/f2?expires=1&sig=b' },
  ],
};
const component = { component_id: 'c2', cp_num: 'WLKJ-5-005', project_name: '示范项目' };

describe('/reportList', () => {
  it('lists reports with result and attachments, filters by result, and files a new one', async () => {
    const fake = new FakeApi()
      .on(routes.getProjectList, page([{ project_id: 'p1', project_name: '示范项目' }]))
      .on(routes.listReports, page([report]))
      .on(routes.listComponents, page([component]))
      .on(routes.createReport, { data: { report_id: 'r2' } })
      .on(files.uploadFile, { data: { file_id: 'u1', file_path: 'files/u1', file_name: '首检.png', url: '/api/v1/base/file/view/u1?expires=1&sig=c' } });
    const { user } = renderPage(<ReportListPage />, fake);
    const row = (await screen.findByText('WLKJ-3-003', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(row).getByText('不合格')).toBeInTheDocument();
    expect(within(row).getByText('2 个')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '检验结果' }));
    await user.click(await screen.findByText('合格', { selector: '.ant-select-item-option-content' }, LOAD));
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(fake.callsTo(routes.listReports).at(-1)).toMatchObject({ report_result: '1' }), LOAD);

    await user.click(screen.getByRole('button', { name: /新增检测报告/ }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await within(dialog).findByText('构件ID不能为空', {}, LOAD);
    await user.click(within(dialog).getByRole('combobox', { name: '构件' }));
    await user.click(await screen.findByText('WLKJ-5-005（示范项目）', { selector: '.ant-select-item-option-content' }, LOAD));
    await user.type(within(dialog).getByLabelText('检验人'), '赵检');
    // The shared attachment field (@zhuyun/ui) keeps a report's uploads by their file_path.
    await user.upload(within(dialog).getByLabelText('上传附件'), new File([new Uint8Array([0x89, 0x50])], '首检.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('link', { name: '首检.png' }, LOAD)).toHaveAttribute('href', '/api/v1/base/file/view/u1?expires=1&sig=c');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.createReport)[0]).toMatchObject({ component_id: 'c2', report_result: 1, inspector_name: '赵检', attachments: ['files/u1'] }), LOAD);
  });
});

describe('/reportInfo', () => {
  it('shows the report with its component, result, inspector and attachments', async () => {
    renderPage(<ReportInfoPage />, new FakeApi().on(routes.getReportInfo, { data: report }), { path: `/reportInfo?report_id=${R1}` });
    await screen.findByText('王质检', {}, LOAD);
    expect(screen.getByRole('button', { name: 'WLKJ-3-003' })).toBeInTheDocument();
    expect(screen.getByText('不合格')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '首检照片.png' })).toHaveAttribute('src', report.attachments[0]!.url);
    expect(screen.getByRole('link', { name: '检测报告.pdf' })).toHaveAttribute('href', report.attachments[1]!.url);
  });

  it("says so when the report is not found (another company's, or deleted)", async () => {
    renderPage(<ReportInfoPage />, new FakeApi(), { path: `/reportInfo?report_id=${R1}` });
    await screen.findByText('记录不存在', {}, LOAD);
  });
});
