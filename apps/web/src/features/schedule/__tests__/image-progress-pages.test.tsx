import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { ImageProgressListPage } from '../pages/image-progress-list-page';
import { ImageProgressNodePage } from '../pages/image-progress-node-page';

const LOAD = { timeout: 30_000 };
const P1 = '01900000-0000-7000-8000-000000010001';
const S1 = '01900000-0000-7000-8000-000000018001';
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const projects = page([{ project_id: P1, project_name: '示范项目' }]);
const wbs = { data: { list: [{ wbs_id: S1, wbs_type: 'construction', name: '一标段', start_date: null, end_date: null, progress: 62, children: [{ wbs_id: 't1', wbs_type: 'task', name: '主体结构', start_date: null, end_date: null, progress: 40, children: [] }] }] } };
const photo = (id: string, shot_date: string, title: string) => ({
  photo_id: id, project_id: P1, project_name: '示范项目', node_type: 'construction', node_id: S1, node_name: '一标段', shot_date, title, remark: null,
  file_path: `files/${id}`, file_name: `${title}.png`, url: `/api/v1/base/file/view/${id}?expires=1&sig=x`, uploader_name: '演示账号', created_at: '2026-11-01T00:00:00Z',
});
const photos = [photo('a', '2026-05-01', '地下室'), photo('b', '2026-07-01', '主体6层'), photo('c', '2026-11-01', '主体16层')];

describe('/imageProgressList', () => {
  it("lists the project's photos, filters by node, and uploads a photo of a task", async () => {
    const fake = new FakeApi()
      .on(routes.getProjectList, projects)
      .on(routes.getWbsList, wbs)
      .on(routes.listImageProgress, page(photos))
      .on(routes.uploadFile, { data: { file_id: 'f9', file_path: 'files/f9', file_name: '现场.png', url: '/x' } })
      .on(routes.createImageProgress, { data: { photo_id: 'n1' } });
    const { user } = renderPage(<ImageProgressListPage />, fake, { path: `/imageProgressList?project_id=${P1}` });
    const tr = (await screen.findByText('主体16层', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByRole('img', { name: '主体16层' })).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo(routes.listImageProgress)[0]).toMatchObject({ project_id: P1 }), LOAD);

    await user.click(screen.getByRole('button', { name: /新增照片/ }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    // The search form's node filter shares the field's id, so the field is found by its form item.
    await user.click(within(within(dialog).getByText('节点').closest('.ant-form-item') as HTMLElement).getByRole('combobox'));
    await user.click(await screen.findByText('主体结构', { selector: '.ant-select-item-option-content', exact: false }, LOAD));
    await user.upload(within(dialog).getByLabelText('选择照片'), new File([new Uint8Array([0x89, 0x50])], '现场.png', { type: 'image/png' }));
    await within(dialog).findByText('现场.png', {}, LOAD);
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.createImageProgress)[0]).toMatchObject({ project_id: P1, node_type: 'task', node_id: 't1', file_path: 'files/f9' }), LOAD);
  });
});

describe('/imageProgressNode', () => {
  it("shows a node's photos over time and compares the first and the latest day side by side", async () => {
    const fake = new FakeApi().on(routes.getProjectList, projects).on(routes.getWbsList, wbs).on(routes.listImageProgress, page(photos));
    const { user } = renderPage(<ImageProgressNodePage />, fake, { path: `/imageProgressNode?project_id=${P1}&node_id=${S1}` });
    const compare = await screen.findByRole('group', { name: '对比' }, LOAD);
    expect(within(compare).getByRole('img', { name: '2026-05-01 地下室' })).toBeInTheDocument();
    expect(within(compare).getByRole('img', { name: '2026-11-01 主体16层' })).toBeInTheDocument();
    expect(screen.getByText('进度时间线（3 天，3 张）')).toBeInTheDocument();
    expect(fake.callsTo(routes.listImageProgress)[0]).toMatchObject({ node_id: S1, is_page: '0', sort_field: 'shot_date', sort_order: 'asc' });
    await user.click(within(compare).getByRole('combobox', { name: '对比日期一日期' }));
    await user.click(await screen.findByText('2026-07-01', { selector: '.ant-select-item-option-content' }, LOAD));
    await within(compare).findByRole('img', { name: '2026-07-01 主体6层' }, LOAD);
    expect(within(compare).queryByRole('img', { name: '2026-05-01 地下室' })).not.toBeInTheDocument();
  });

  it('says when the node has no photos yet', async () => {
    renderPage(<ImageProgressNodePage />, new FakeApi().on(routes.getProjectList, projects).on(routes.getWbsList, wbs).on(routes.listImageProgress, page([])), { path: `/imageProgressNode?project_id=${P1}&node_id=${S1}` });
    await screen.findByText('该节点还没有照片，可在形象进度列表上传', {}, LOAD);
  });
});
