import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { BindRecordPage } from '../pages/bind-record-page';
import { CustomTableDetailPage } from '../pages/custom-table-detail-page';
import { ReaderListPage } from '../pages/reader-list-page';
import { RfidPage } from '../pages/rfid-page';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const empty = page([]);

describe('/reader', () => {
  const reader = (over: Record<string, unknown> = {}) => ({
    reader_id: 'r1',
    reader_name: '运输车读写器',
    reader_sn: 'BT-0001',
    bind_type: 3,
    bind_id: 'c1',
    bind_name: '浙A12345',
    status: 1,
    remark: null,
    interval_seconds: 300,
    online: 1,
    last_seen_at: '2026-11-25T02:00:00Z',
    key_state: 'none',
    key_since: null,
    created_at: '2026-11-17T00:00:00Z',
    ...over,
  });
  const readers = (rows: unknown[]) =>
    new FakeApi()
      .on(routes.listReaders, page(rows))
      .on(routes.listStackPoints, empty)
      .on(routes.listCars, page([{ car_id: 'c1', car_num: '浙A12345' }]));

  it('lists readers with what each is bound to, whether it reports, and links to its binding records', async () => {
    renderPage(<ReaderListPage />, readers([reader(), reader({ reader_id: 'r2', reader_name: '东门岗读写器', reader_sn: 'BT-0002', online: 0, last_seen_at: null })]));
    const tr = (await screen.findByText('运输车读写器', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('车辆')).toBeInTheDocument();
    expect(within(tr).getByText('浙A12345')).toBeInTheDocument();
    expect(within(tr).getByText('在线')).toBeInTheDocument();
    expect(within(tr).getByText(/^2026-11-25 \d{2}:00:00$/)).toBeInTheDocument();
    expect(within(tr).getByRole('link', { name: '绑定记录' })).toHaveAttribute('href', '/bindRecord?device_kind=reader&search=%E8%BF%90%E8%BE%93%E8%BD%A6%E8%AF%BB%E5%86%99%E5%99%A8');
    const silent = screen.getByText('东门岗读写器').closest('tr') as HTMLElement;
    expect(within(silent).getByText('离线')).toBeInTheDocument();
  });

  it('issues a reader’s key once, rotates it after a confirmation and revokes it', async () => {
    let state: Record<string, unknown> = { key_state: 'none', key_since: null };
    const fake = readers([])
      .on(routes.listReaders, () => page([reader(state)]))
      .on(routes.createReaderKey, () => {
        state = { key_state: 'active', key_since: '2026-11-27T02:00:00Z' };
        return { data: { device_key: 'dk_first.secret', created_at: '2026-11-27T02:00:00Z' } };
      })
      .on(routes.rotateReaderKey, { data: { device_key: 'dk_second.secret', created_at: '2026-11-27T03:00:00Z' } })
      .on(routes.revokeReaderKey, () => {
        state = { key_state: 'revoked', key_since: '2026-11-27T04:00:00Z' };
        return { data: null };
      });
    const { user } = renderPage(<ReaderListPage />, fake);
    const tr = (await screen.findByText('运输车读写器', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('未生成')).toBeInTheDocument();

    await user.click(within(tr).getByRole('button', { name: '设备密钥' }));
    const dialog = (await screen.findByText('运输车读写器 的设备密钥', {}, LOAD)).closest('.ant-modal') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: '生成密钥' }));
    await within(dialog).findByText('dk_first.secret', {}, LOAD);
    expect(within(dialog).getByText(/密钥只显示这一次/)).toBeInTheDocument();
    expect(within(dialog).getByText(`POST ${routes.uploadReaderReads.path}`)).toBeInTheDocument();
    expect(fake.callsTo(routes.createReaderKey)[0]).toMatchObject({ reader_id: 'r1' });
    // The list is read again and shows the live key.
    await waitFor(() => expect(within(screen.getByText('运输车读写器').closest('tr') as HTMLElement).getByText(/^有效（/)).toBeInTheDocument(), LOAD);

    await user.click(within(dialog).getByRole('button', { name: /轮换密钥/ }));
    await user.click(await screen.findByRole('button', { name: /确\s?定/ }, LOAD));
    await within(dialog).findByText('dk_second.secret', {}, LOAD);
    expect(fake.callsTo(routes.rotateReaderKey)[0]).toMatchObject({ reader_id: 'r1' });

    await user.click(within(dialog).getByRole('button', { name: /吊销密钥/ }));
    await screen.findByText(/吊销后设备将无法再上报数据/, {}, LOAD);
    const confirms = screen.getAllByRole('button', { name: /确\s?定/ });
    await user.click(confirms[confirms.length - 1] as HTMLElement);
    await waitFor(() => expect(fake.callsTo(routes.revokeReaderKey)).toHaveLength(1), LOAD);
    expect(within(dialog).queryByText('dk_second.secret')).toBeNull();
    await within(dialog).findByText(/^已吊销（/, {}, LOAD);
  });
});

describe('/bindRecord', () => {
  it('starts filtered by the address and shows who bound what', async () => {
    const fake = new FakeApi().on(
      routes.listBindRecords,
      page([{ record_id: 'b1', device_kind: 'reader', device_id: 'r1', device_name: '运输车读写器', action: 1, target_type: 'car', target_id: 'c1', target_name: '浙A12345', user_name: '演示管理员', created_at: '2026-11-17T00:00:00Z' }]),
    );
    renderPage(<BindRecordPage />, fake, { path: '/bindRecord?device_kind=reader&search=运输车' });
    await screen.findByText('演示管理员', {}, LOAD);
    expect(fake.callsTo(routes.listBindRecords)[0]).toMatchObject({ device_kind: 'reader', search: '运输车' });
  });
});

describe('/rfid', () => {
  it('opens the trace page of a scanned tag', async () => {
    const opened: string[] = [];
    window.open = ((url: string) => (opened.push(url), null)) as typeof window.open;
    const fake = new FakeApi()
      .on(routes.listRfidTags, empty)
      .on(routes.scanRfidTag, { data: { rfid_id: 't1', component_id: 'c1', cp_num: 'WLKJ-1-001', trace_url: 'http://localhost/memberQrCode?id=c1' } });
    const { user } = renderPage(<RfidPage />, fake);
    await screen.findByText('暂无标签', {}, LOAD);
    await user.type(screen.getByPlaceholderText('扫描或输入标签编码'), 'E280117000000001{enter}');
    await waitFor(() => expect(opened).toEqual(['http://localhost/memberQrCode?id=c1']), LOAD);
    expect(fake.callsTo(routes.scanRfidTag)[0]).toMatchObject({ tag_code: 'E280117000000001' });
  });
});

describe('/customTableDetail', () => {
  it('shows a table’s typed columns and its rows', async () => {
    const fake = new FakeApi()
      .on(routes.getCustomTable, {
        data: {
          table_id: 't1',
          table_name: '每日设备点检表',
          remark: null,
          row_count: 1,
          created_at: '2026-11-17T00:00:00Z',
          columns: [
            { key: 'device', title: '设备', type: 'select', required: true, options: ['塔吊'] },
            { key: 'normal', title: '是否正常', type: 'bool', required: true, options: [] },
          ],
        },
      })
      .on(routes.listCustomRows, page([{ row_id: 'w1', table_id: 't1', row_values: { device: '塔吊', normal: false }, created_at: '2026-11-18T08:00:00Z' }]));
    renderPage(<CustomTableDetailPage />, fake, { path: '/customTableDetail?table_id=t1' });
    const tr = (await screen.findByText('塔吊', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('否')).toBeInTheDocument();
    expect(screen.getByText('每日设备点检表')).toBeInTheDocument();
    expect(fake.callsTo(routes.listCustomRows)[0]).toMatchObject({ table_id: 't1' });
  });
});
