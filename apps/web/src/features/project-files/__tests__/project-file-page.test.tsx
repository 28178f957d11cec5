import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { ProjectFilePage } from '../pages/project-file-page';

const LOAD = { timeout: 30_000 };
const P1 = '01900000-0000-7000-8000-000000010001';
const D1 = '01900000-0000-7000-8000-000000f18001';
const D2 = '01900000-0000-7000-8000-000000f18002';
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const projects = page([{ project_id: P1, project_name: '示范项目' }]);
const tree = {
  data: {
    project_id: P1,
    project_name: '示范项目',
    tree: [{ dir_id: D1, parent_id: null, dir_name: '设计图纸', sort_no: 1, file_count: 0, total_file_count: 1, children: [
      { dir_id: D2, parent_id: D1, dir_name: '建筑', sort_no: 1, file_count: 1, total_file_count: 1, children: [] },
    ] }],
  },
};
const file = {
  doc_file_id: 'f1', project_id: P1, dir_id: D2, dir_name: '建筑', file_name: 'A-101 一层平面图.pdf', mime: 'application/pdf', size_bytes: 2048, version_no: 2, version_count: 2,
  uploader_name: '演示管理员', remark: null, signs: [{ sign_id: 's1', sign_name: '重要', sign_color: '#f5222d' }], created_at: '2026-11-11T02:00:00Z', updated_at: '2026-11-16T02:00:00Z',
};
const base = () =>
  new FakeApi()
    .on(routes.getProjectList, projects)
    .on(routes.getProjectDirTree, tree)
    .on(routes.listProjectDocSigns, page([{ sign_id: 's1', sign_name: '重要', sign_color: '#f5222d', file_count: 1, created_at: '2026-11-10T00:00:00Z' }]))
    .on(routes.getUserDocSigns, { data: { list: [] } });

describe('/projectFile', () => {
  // The light states first: the first test of a file also pays for importing antd's tree, table and dialogs.
  it('shows an empty tree with its next step', async () => {
    const empty = base().on(routes.getProjectDirTree, { data: { project_id: P1, project_name: '示范项目', tree: [] } });
    renderPage(<ProjectFilePage />, empty, { path: `/projectFile?project_id=${P1}` });
    await screen.findByText('暂无目录，请先新建目录', {}, LOAD);
  });

  it('shows the tree\'s failure with a retry', async () => {
    const failing = base().on(routes.getProjectDirTree, { code: 50000, msg: '服务器内部错误' });
    renderPage(<ProjectFilePage />, failing, { path: `/projectFile?project_id=${P1}` });
    await screen.findByText('目录加载失败', {}, LOAD);
    expect(screen.getByRole('button', { name: /^重\s?试$/ })).toBeInTheDocument();
  });
  it('creates a directory under the chosen one, saying what a blank name lacks', async () => {
    const fake = base().on(routes.listProjectDocFiles, page([])).on(routes.createProjectDir, { data: { dir_id: 'd9' } });
    const { user } = renderPage(<ProjectFilePage />, fake, { path: `/projectFile?project_id=${P1}&dir_id=${D1}` });
    await screen.findByText('暂无文件，可拖拽文件到上方上传', {}, LOAD);
    await user.click(screen.getByRole('button', { name: '新建子目录' }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await within(dialog).findByText('目录名称不能为空', {}, LOAD);
    await user.type(within(dialog).getByLabelText('目录名称'), '结构');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.createProjectDir)[0]).toEqual({ project_id: P1, parent_id: D1, dir_name: '结构' }), LOAD);
  });

  it('lists the chosen directory\'s files with their tags, version and size', async () => {
    const fake = base().on(routes.listProjectDocFiles, page([file]));
    renderPage(<ProjectFilePage />, fake, { path: `/projectFile?project_id=${P1}&dir_id=${D2}` });
    const row = (await screen.findByText('A-101 一层平面图.pdf', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(row).getByText('重要')).toBeInTheDocument();
    expect(within(row).getByText('V2')).toBeInTheDocument();
    expect(within(row).getByText('2.0 KB')).toBeInTheDocument();
    expect(fake.callsTo(routes.listProjectDocFiles).at(-1)).toMatchObject({ dir_id: D2 });
  });

  it('chooses a directory in the tree and opens a file\'s versions', async () => {
    const fake = base()
      .on(routes.listProjectDocFiles, page([file]))
      .on(routes.listProjectDocFileVersions, { data: { list: [
        { version_id: 'v2', version_no: 2, file_name: 'A-101 一层平面图.pdf', mime: 'application/pdf', size_bytes: 2048, uploader_name: '演示管理员', created_at: '2026-11-16T02:00:00Z', is_current: true },
        { version_id: 'v1', version_no: 1, file_name: 'A-101 一层平面图.pdf', mime: 'application/pdf', size_bytes: 1900, uploader_name: '演示管理员', created_at: '2026-11-11T02:00:00Z', is_current: false },
      ] } });
    const { user } = renderPage(<ProjectFilePage />, fake, { path: `/projectFile?project_id=${P1}` });
    await screen.findByText('请在左侧选择一个目录查看文件', {}, LOAD);
    await user.click(screen.getByText('建筑'));
    const row = (await screen.findByText('A-101 一层平面图.pdf', {}, LOAD)).closest('tr') as HTMLElement;
    // By its text: role queries over a table full of buttons are slow in jsdom.
    await user.click(within(row).getByText(/^版\s?本$/));
    await screen.findByText('当前', {}, LOAD);
    expect(screen.getByText('V1')).toBeInTheDocument();
  });
});
