import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { NoticeListPage } from '../pages/notice-list-page';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const node = (id: string, name: string, node_type: number, children_list: unknown[] = []) => ({ id, no: id, name, company_id: 'c', node_type, dept_type: node_type === 1 ? 1 : 2, is_manager: false, p_no: null, children_list });

describe('/NewsNotice', () => {
  const fakeApi = () =>
    new FakeApi()
      .on(routes.listNotify, page([]))
      .on(routes.listBusiCates, page([]))
      .on(routes.getOrgTree, { data: { list: [node('root', '演示建设集团', 1, [node('d1', '综合管理部', 2), node('d2', '工程部', 2, [node('j1', '施工员', 3)])])] } })
      .on(routes.getProjectList, page([{ project_id: 'p1', project_name: '钱塘一号' }]))
      .on(routes.saveNotify, { data: { notify_id: 'n1' } });

  it('publishes a notice to one department', async () => {
    const fake = fakeApi();
    const { user } = renderPage(<NoticeListPage />, fake);
    await screen.findByText('暂无通知', {}, LOAD);
    await user.click(screen.getByRole('button', { name: /新增通知/ }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.type(within(dialog).getByLabelText('标题'), '构件进场验收培训');
    await user.click(within(dialog).getByRole('combobox', { name: '发布范围' }));
    await user.click(await screen.findByText('部门：工程部', { selector: '.ant-select-item-option-content' }, LOAD));
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.saveNotify)[0]).toMatchObject({ title: '构件进场验收培训', status: 1, audience_type: 2, audience_ids: ['d2'] }), LOAD);
  });

  it.each([
    ['岗位：施工员', 3, 'j1'],
    ['项目：钱塘一号', 4, 'p1'],
  ])('publishes a notice to %s', async (label, type, id) => {
    const fake = fakeApi();
    const { user } = renderPage(<NoticeListPage />, fake);
    await user.click(await screen.findByRole('button', { name: /新增通知/ }, LOAD));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.type(within(dialog).getByLabelText('标题'), '通知');
    await user.click(within(dialog).getByRole('combobox', { name: '发布范围' }));
    await user.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }, LOAD));
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.saveNotify)[0]).toMatchObject({ audience_type: type, audience_ids: [id] }), LOAD);
  });
});
