import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { renderPage, FakeApi } from '../../../testing/render-page';
import { PeopleImport } from '../components/people-import';

const xlsx = () => new File(['x'], 'people.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

// 导入人员 on /accountList: a refused file names each bad row and its person; a good one says how many came in.
describe('people import', () => {
  it('lists every bad row with the person’s name and offers the error file', async () => {
    const api = new FakeApi().on(routes.createUserImport, {
      msg: '导入失败：1 处错误，未导入任何人员',
      data: { imported: 0, error_count: 1, errors: [{ row: 7, user_name: '王五', column: '手机号', reason: '该手机号已注册' }], error_file: 'e1' },
    });
    const { user } = renderPage(<PeopleImport />, api);
    await user.upload(screen.getByTestId('people-import-input'), xlsx());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('导入失败：1 处错误，未导入任何人员')).toBeInTheDocument();
    const row = within(dialog).getByText('王五').closest('tr') as HTMLElement;
    expect(within(row).getByText('7')).toBeInTheDocument();
    expect(within(row).getByText('该手机号已注册')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '下载错误文件' })).toBeInTheDocument();
  });

  it('says how many people came in', async () => {
    const api = new FakeApi().on(routes.createUserImport, { msg: '导入成功，共 50 人', data: { imported: 50, error_count: 0, errors: [], error_file: null } });
    const { user } = renderPage(<PeopleImport />, api);
    await user.upload(screen.getByTestId('people-import-input'), xlsx());
    await screen.findByText('导入成功，共 50 人');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
