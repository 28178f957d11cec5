import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { signInAs } from '../../../testing/render-app';
import { QrcodeListPage } from '../pages/qrcode-list-page';


const LOAD = { timeout: 30_000 };
const demoProject = { project_id: 'p1', project_code: 'HZ-1', project_name: '未来科技城项目' };
const label = (i: number) => ({ component_id: `c${i}`, cp_num: `YKB-${i}`, cp_type: '1', cp_type_name: '预制叠合板', build_no: '1', floor_no: String(i) });
const page = (list: unknown[], total = list.length) => ({ data: { list, total_count: total, cur_page: 1, page_size: 24 } });

describe('/QrcodeList', () => {
  it('shows a QR label per component of the project and prints the chosen labels, else the whole filter', async () => {
    signInAs();
    URL.createObjectURL = vi.fn(() => 'blob:qr');
    URL.revokeObjectURL = vi.fn();
    let printed: string[][] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printed = [...document.querySelectorAll('[aria-label="打印标签"] [role=listitem]')].map((label) => [
        label.querySelector('img')?.getAttribute('src') ?? 'no QR',
        ...[...label.querySelectorAll('dt, dd')].map((e) => e.textContent ?? ''),
      ]);
    });
    const fake = new FakeApi()
      .on(routes.getProjectList, page([demoProject]))
      .on(routes.getCodeList, { data: { list: [] } })
      .on(routes.listComponents, page([label(1), label(2)], 30))
      .on(routes.getComponentQrcode, () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }));
    const { user } = renderPage(<QrcodeListPage />, fake, { path: '/QrcodeList?project_id=p1' });
    const sheet = await screen.findByRole('list', { name: '二维码标签' }, LOAD);
    const labels = within(sheet).getAllByRole('listitem');
    expect(labels).toHaveLength(2);
    expect(within(labels[0]!).getByText('YKB-1')).toBeInTheDocument();
    expect(within(labels[0]!).getAllByText('未来科技城项目').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByAltText('YKB-1 二维码')).toHaveAttribute('src', 'blob:qr'), LOAD);
    expect(fake.callsTo(routes.getComponentQrcode)).toEqual(expect.arrayContaining([{ node_type: 1, id: 'c1' }]));
    expect(screen.getByText('共 30 个构件')).toBeInTheDocument();
    // One label chosen: only it is printed, through the print dialog, its QR loaded first.
    await user.click(screen.getByRole('checkbox', { name: '选择 YKB-2' }));
    await user.click(screen.getByRole('button', { name: /打印二维码（已选 1 个）/ }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), LOAD);
    expect(printed).toEqual([['blob:qr', 'YKB-2', '未来科技城项目', '预制叠合板']]);
    // None chosen: every component of the filter, not only this page (antd's fading busy icon stays in the name in jsdom).
    await user.click(screen.getByRole('checkbox', { name: '选择 YKB-2' }));
    await user.click(screen.getByRole('button', { name: /打印二维码（全部 30 个）/ }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2), LOAD);
    expect(fake.callsTo(routes.listComponents).at(-1)).toMatchObject({ project_id: 'p1', page: '1', per_page: '1000' });
    expect(printed.map((l) => l[1])).toEqual(['YKB-1', 'YKB-2']);
    print.mockRestore();
  });

  it('says when the project has no components', async () => {
    signInAs();
    const fake = new FakeApi().on(routes.getProjectList, page([demoProject])).on(routes.getCodeList, { data: { list: [] } }).on(routes.listComponents, page([]));
    renderPage(<QrcodeListPage />, fake, { path: '/QrcodeList?project_id=p1' });
    await screen.findByText('暂无构件', {}, LOAD);
    expect(screen.getByRole('button', { name: /打印二维码/ })).toBeDisabled();
  });
});
