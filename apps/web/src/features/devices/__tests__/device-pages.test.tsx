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
  it('lists readers with what each is bound to, and links to its binding records', async () => {
    const fake = new FakeApi()
      .on(routes.listReaders, page([{ reader_id: 'r1', reader_name: '运输车读写器', reader_sn: 'BT-0001', bind_type: 3, bind_id: 'c1', bind_name: '浙A12345', status: 1, remark: null, created_at: '2026-11-17T00:00:00Z' }]))
      .on(routes.listStackPoints, empty)
      .on(routes.listCars, page([{ car_id: 'c1', car_num: '浙A12345' }]));
    renderPage(<ReaderListPage />, fake);
    const tr = (await screen.findByText('运输车读写器', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('车辆')).toBeInTheDocument();
    expect(within(tr).getByText('浙A12345')).toBeInTheDocument();
    expect(within(tr).getByRole('link', { name: '绑定记录' })).toHaveAttribute('href', '/bindRecord?device_kind=reader&search=%E8%BF%90%E8%BE%93%E8%BD%A6%E8%AF%BB%E5%86%99%E5%99%A8');
  });
});

describe('/bindRecord', () => {
  it('starts filtered by the address and shows who bound what', async () => {
    const fake = new FakeApi().on(
      routes.listBindRecords,
      page([{ record_id: 'b1', device_kind: 'reader', device_id: 'r1', device_name: '运输车读写器', action: 1, target_type: 'car', target_id: 'c1', target_name: '浙A12345', user_name: '演示管理员', created_at: '2026-11-17T00:00:00Z' }]),
    );
    renderPage(<BindRecordPage />, fake, { path: '/bindRecord?device_kind=reader&search=运输车' });
    expect(await screen.findByText('演示管理员', {}, LOAD)).toBeInTheDocument();
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
    expect(await screen.findByText('暂无标签', {}, LOAD)).toBeInTheDocument();
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
