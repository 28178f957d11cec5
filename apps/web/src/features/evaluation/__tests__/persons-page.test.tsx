import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { PersonsPage } from '../pages/persons-page';
import { fill } from '../../../testing/fill';

/** The page's chunk and antd's table load on first use, slowly on a busy machine. */
const LOAD = { timeout: 30_000 };
const page = (list: unknown[], total = list.length) => ({ data: { list, total_count: total, cur_page: 1, page_size: 20 } });
const person = (name: string, phone: string, has_password: boolean) => ({
  person_id: phone,
  person_name: name,
  phone,
  job_id: null,
  job_name: '施工员',
  obs_id: null,
  obs_name: '工程管理部',
  has_password,
  created_at: '2026-03-01T08:00:00Z',
});

function api() {
  return new FakeApi().on(routes.evalListObs, page([{ obs_id: 'o1', obs_name: '工程管理部', remark: null, person_count: 1, user_count: 0, created_at: '' }])).on(routes.evalListJobs, page([]));
}

describe('/eva/persons', () => {
  it('lists persons with whether they set a service password, and searches and sorts on the server', async () => {
    const fake = api().on(routes.evalListPersons, page([person('王建国', '13900000001', true), person('刘芳', '13900000004', false)]));
    const { user } = renderPage(<PersonsPage />, fake);
    const wang = (await screen.findByText('王建国', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(wang).getByText('已设置')).toBeInTheDocument();
    expect(within(screen.getByText('刘芳').closest('tr') as HTMLElement).getByText('未设置')).toBeInTheDocument();
    await fill(user, screen.getByPlaceholderText('搜索姓名或手机号'), '139');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.callsTo(routes.evalListPersons).at(-1)).toMatchObject({ search: '139', page: 1 }));
    await user.click(screen.getAllByText('手机号', { selector: '.ant-table-column-title' })[0] as HTMLElement);
    await waitFor(() => expect(fake.callsTo(routes.evalListPersons).at(-1)).toMatchObject({ sort_field: 'phone', sort_order: 'asc' }));
  });

  it('shows the empty and the error states', async () => {
    renderPage(<PersonsPage />, api().on(routes.evalListPersons, page([])));
    await screen.findByText('暂无人员，可新增或导入', {}, LOAD);
  });

  it('shows an error when the list cannot load', async () => {
    renderPage(<PersonsPage />, api().on(routes.evalListPersons, { code: 50000, msg: '服务器内部错误' }));
    await screen.findByText('人员列表加载失败', {}, LOAD);
  });

  it('adds a person, with 手机号不能为空 before anything is sent', async () => {
    const fake = api().on(routes.evalListPersons, page([])).on(routes.evalSavePerson, { data: { person_id: 'new' } });
    const { user } = renderPage(<PersonsPage />, fake);
    await user.click(await screen.findByRole('button', { name: /新增人员/ }, LOAD));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('姓名'), '新人');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await within(dialog).findByText('手机号不能为空');
    await user.type(within(dialog).getByLabelText('手机号'), '137-0000-00019');
    expect((within(dialog).getByLabelText('手机号') as HTMLInputElement).value).toBe('13700000001');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fake.callsTo(routes.evalSavePerson)).toEqual([{ person_name: '新人', phone: '13700000001', job_id: null, obs_id: null }]));
  });
});
