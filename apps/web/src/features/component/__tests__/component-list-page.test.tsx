import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { fill } from '../../../testing/fill';
import { signInAs } from '../../../testing/render-app';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { ComponentListPage } from '../pages/component-list-page';


const demoProject = { project_id: 'p1', project_code: 'HZ-1', project_name: '未来科技城项目' };
const row = (i: number, extra: Record<string, unknown> = {}) => ({
  component_id: `c${i}`,
  project_id: 'p1',
  project_name: '未来科技城项目',
  cp_num: `YKB-${i}`,
  cp_type: '1',
  cp_type_name: '预制叠合板',
  component_sort: '1',
  build_no: '1',
  floor_no: String(i),
  volume: 1,
  weight: 2,
  factory_name: null,
  progress: i % 5,
  produce_date: '2026-03-01',
  out_date: null,
  scene_date: null,
  end_install_date: null,
  report_result: 1,
  report_date: null,
  car_id: null,
  car_num: null,
  created_at: '2026-03-01T00:00:00Z',
  ...extra,
});
/** The page's chunk and antd's table load on first use. */
const LOAD = { timeout: 30_000 };
const page = (list: unknown[], total = list.length) => ({ data: { list, total_count: total, cur_page: 1, page_size: 20 } });

/** The page alone (/componList's route is the route table's test): the shell is half a render's cost. */
const renderList = (fake: FakeApi) => renderPage(<ComponentListPage />, fake, { path: '/componList' });

function api() {
  return new FakeApi()
    .on(routes.getProjectList, page([demoProject]))
    .on(routes.getCodeList, { data: { list: [{ value: '1', name: '预制叠合板' }, { value: '2', name: '预制墙板' }] } })
    .on(routes.getComponentBuildNo, { data: { list: ['1', '2'] } })
    .on(routes.getComponentFloorNo, { data: { list: ['1', '2', '3'] } });
}

describe('/componList', () => {
  it('lists the first project\'s components with their progress, and pages and sorts on the server', async () => {
    signInAs();
    const fake = api().on(routes.listComponents, page([row(1), row(2)], 45));
    const { user } = renderList(fake);
    await screen.findByText('YKB-1', {}, LOAD);
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    const first = screen.getByText('YKB-1').closest('tr') as HTMLElement;
    expect(within(first).getByText('已生产')).toBeInTheDocument();
    expect(fake.callsTo(routes.listComponents)[0]).toMatchObject({ project_id: 'p1', page: '1', per_page: '20' });

    await user.click(screen.getAllByText('构件编号', { selector: '.ant-table-column-title' })[0]!);
    await waitFor(() => expect(fake.callsTo(routes.listComponents).at(-1)).toMatchObject({ sort_field: 'cp_num', sort_order: 'ascend' }), LOAD);
    // The type column shows the type's name and sorts by its code, the field the contract accepts.
    await user.click(screen.getAllByText('构件类型', { selector: '.ant-table-column-title' })[0]!);
    await waitFor(() => expect(fake.callsTo(routes.listComponents).at(-1)).toMatchObject({ sort_field: 'cp_type', sort_order: 'ascend' }), LOAD);
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(fake.callsTo(routes.listComponents).at(-1)).toMatchObject({ page: '2' }), LOAD);
  });

  it('searches by number and filters by progress', async () => {
    signInAs();
    const fake = api().on(routes.listComponents, page([row(1)]));
    const { user } = renderList(fake);
    await screen.findByText('YKB-1', {}, LOAD);
    await fill(user, screen.getByPlaceholderText('搜索构件编号'), 'YKB-9');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.callsTo(routes.listComponents).at(-1)).toMatchObject({ search: 'YKB-9', page: '1' }), LOAD);
  });

  it('prints the QR labels of the selected rows, or of the whole filtered list when none is selected, through the print dialog', async () => {
    signInAs();
    URL.createObjectURL = vi.fn(() => 'blob:qr');
    URL.revokeObjectURL = vi.fn();
    let printed: string[][] = [];
    // What the print dialog would show: each label of the sheet, its QR picture first.
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printed = [...document.querySelectorAll('[aria-label="打印标签"] [role=listitem]')].map((label) => [
        label.querySelector('img')?.getAttribute('src') ?? 'no QR',
        ...[...label.querySelectorAll('dt, dd')].map((e) => e.textContent ?? ''),
      ]);
    });
    const fake = api()
      .on(routes.listComponents, (p) => (p.per_page === '1000' ? page([row(1), row(2), row(3)]) : page([row(1), row(2), row(3)], 3)))
      .on(routes.getComponentQrcode, () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }));
    const { user } = renderList(fake);
    const second = (await screen.findByText('YKB-2', {}, LOAD)).closest('tr') as HTMLElement;
    // By its text: a role query over the whole table costs seconds here.
    const printButton = () => screen.getByText('打印二维码').closest('button') as HTMLElement;
    await user.click(within(second).getByRole('checkbox'));
    await user.click(printButton());
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), LOAD);
    // The sheet it printed: one label, with its QR, number, project and type.
    expect(printed).toEqual([['blob:qr', 'YKB-2', '未来科技城项目', '预制叠合板']]);
    await waitFor(() => expect(screen.queryByRole('list', { name: '打印标签' })).toBeNull());

    await user.click(within(second).getByRole('checkbox'));
    await user.click(printButton());
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2), LOAD);
    expect(fake.callsTo(routes.listComponents).at(-1)).toMatchObject({ project_id: 'p1', page: '1', per_page: '1000' });
    expect(printed.map((l) => l[1])).toEqual(['YKB-1', 'YKB-2', 'YKB-3']);
    print.mockRestore();
  });

  it('shows the empty state and the error state with a retry', async () => {
    signInAs();
    let broken = true;
    const fake = api().on(routes.listComponents, () => (broken ? { code: 50000, msg: '服务器内部错误' } : page([])));
    const { user } = renderList(fake);
    await screen.findByText('构件列表加载失败', {}, LOAD);
    broken = false;
    await user.click(screen.getByRole('button', { name: /重\s?试/ }));
    await screen.findByText('暂无构件，可下载模板后导入', {}, LOAD);
  });

  it('imports a file and shows the row errors of a refused one', async () => {
    signInAs();
    const fake = api().on(routes.listComponents, page([row(1)]));
    const uploads: FormData[] = [];
    // The fake server parses JSON; the upload is answered here before it reaches it.
    const fetchWithUpload: typeof fetch = async (input, init) => {
      if (String(input).startsWith(routes.importComponents.path) && init?.body instanceof FormData) {
        uploads.push(init.body);
        const data = { imported: 0, error_count: 1, errors: [{ row: 3, column: '生产日期', reason: '日期格式应为YYYY-MM-DD' }], error_file: 'e1' };
        return new Response(JSON.stringify({ code: 0, msg: '导入失败：1 处错误，请下载错误文件查看原因', data }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return fake.fetch(input, init);
    };
    renderList(Object.assign(Object.create(fake) as FakeApi, { fetch: fetchWithUpload }));
    await screen.findByText('YKB-1', {}, LOAD);
    const file = new File(['x'], '构件.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    fireEvent.change(screen.getByTestId('component-import-input'), { target: { files: [file] } });
    await waitFor(() => expect(uploads).toHaveLength(1), LOAD);
    const reason = await screen.findByText('日期格式应为YYYY-MM-DD', {}, LOAD);
    const dialog = reason.closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText('导入失败')).toBeInTheDocument();
    expect(within(dialog).getByText('导入失败：1 处错误，请下载错误文件查看原因')).toBeInTheDocument();
    expect(within(dialog).getByText('日期格式应为YYYY-MM-DD')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /下载错误文件/ })).toBeInTheDocument();
    expect((uploads[0]?.get('file') as File).name).toBe('构件.xlsx');
  });

  it('shows progress as steps with a percent and records a row\'s report result (1 合格)', async () => {
    signInAs();
    const fake = api()
      .on(routes.listComponents, page([row(2, { report_result: null }), row(4)]))
      .on(routes.updateComponentReport, { data: { updated: 1 } });
    const { user } = renderList(fake);
    const first = (await screen.findByText('YKB-2', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(first).getByLabelText('进度 已出厂 50%')).toBeInTheDocument();
    expect(within(first).getByText('50%')).toBeInTheDocument();
    expect(within(screen.getByText('YKB-4').closest('tr') as HTMLElement).getByText('100%')).toBeInTheDocument();

    await user.click(within(first).getByText('检验结果'));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    expect(within(dialog).getByText('检验结果：YKB-2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s?定|OK/ }));
    await within(dialog).findByText('请选择检验结果', {}, LOAD);
    await user.click(within(dialog).getByLabelText('合格'));
    await user.click(within(dialog).getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(fake.callsTo(routes.updateComponentReport)).toHaveLength(1), LOAD);
    expect(fake.callsTo(routes.updateComponentReport)[0]).toMatchObject({ component_ids: ['c2'], report_result: 1 });
    expect(fake.callsTo(routes.updateComponentReport)[0]!.report_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await screen.findByText('检验结果已保存', {}, LOAD);
  });
});
