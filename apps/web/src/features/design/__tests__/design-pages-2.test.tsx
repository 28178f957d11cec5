import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { DecomposePage, ProjectDesignAndDecomposePage } from '../pages/decompose-page';
import { DesignManagePage } from '../pages/design-manage-page';
import { DrawingListPage } from '../pages/drawing-list-page';
import { PaperEditorPage } from '../pages/paper-editor-page';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const node = (id: string, level: number, name: string, children: unknown[] = [], wbs = '1') => ({
  resolve_id: id, parent_id: null, level, node_name: name, build_no: '1', floor_no: null, cp_type: null,
  wbs_code: wbs, sort_no: 0, component_count: 6, installed_count: 2, paper_count: 1, children,
});
const tree = [node('r', 1, '未来科技城项目', [node('b1', 2, '1号楼', [], '1.1')])];
const projectSelect = { data: { list: [{ jt_project_id: 'j1', project_name: '未来科技城项目', project_id: 'p1' }] } };
const paper = {
  paper_id: 'pp1', project_id: 'p1', project_name: '未来科技城项目', resolve_id: 'b1', resolve_name: '1号楼', paper_no: 'A-101', paper_name: '一层平面图',
  discipline: '建筑', stage: '施工图设计', current_version: 2, current_file_name: 'A-101 V2.pdf', remark: null,
  created_at: '2026-11-05T00:00:00Z', updated_at: '2026-11-15T00:00:00Z',
};
const version = (n: number, current: boolean) => ({
  paper_version_id: `v${n}`, version_no: n, file_path: `fp${n}`, file_name: `A-101 V${n}.pdf`, mime: 'application/pdf', note: `第${n}版`,
  uploader_name: '演示管理员', created_at: '2026-11-15T00:00:00Z', is_current: current, url: `/api/v1/base/file/view/f${n}`,
});

describe('design pages: decomposition, drawings, design management', () => {
  it('/projectDecom renames a node, sending only what changed, and refuses an empty name', async () => {
    const fake = new FakeApi()
      .on(routes.getJtProjectSelect, projectSelect)
      .on(routes.getResolveTree, { data: { list: tree } })
      .on(routes.getResolveComponents, page([]))
      .on(routes.editResolve, { data: { resolve_id: 'b1' } });
    const { user } = renderPage(<DecomposePage />, fake);
    await user.click(await screen.findByText('1.1 1号楼（2/6）', {}, LOAD));
    await user.click(await screen.findByRole('button', { name: '重命名' }, LOAD));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    const name = within(dialog).getByLabelText('节点名称');
    expect(name).toHaveValue('1号楼');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await within(dialog).findByText('节点名称不能为空', {}, LOAD);
    await user.type(name, '1号楼（住宅）');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fake.callsTo(routes.editResolve)).toHaveLength(1), LOAD);
    const sent = fake.callsTo(routes.editResolve)[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ resolve_id: 'b1', node_name: '1号楼（住宅）', sort_no: 0 });
    expect(sent).not.toHaveProperty('wbs_code'); // the place number 1.1 is not frozen into the node
    await waitFor(() => expect(fake.callsTo(routes.getResolveTree).length).toBeGreaterThan(1), LOAD);
  });

  it('/projectDesignAndDecompose shows the project\'s design info and its WBS', async () => {
    const fake = new FakeApi()
      .on(routes.getJtProjectSelect, projectSelect)
      .on(routes.getResolveTree, { data: { list: tree } })
      .on(routes.getDesignInfo, {
        data: { project_id: 'p1', project_name: '未来科技城项目', jt_project_id: 'j1', org_name: '浙江华汇建筑设计研究院', design_stage: '深化设计', deep_status: 2, paper_count: 3, version_count: 5, disciplines: [{ discipline: '结构', count: 2 }, { discipline: '建筑', count: 1 }] },
      })
      .on(routes.getResolveWbs, { data: { list: [{ resolve_id: 'r', wbs_code: '1', level: 1, node_name: '未来科技城项目', path: '未来科技城项目', component_count: 6, installed_count: 2 }, { resolve_id: 'b1', wbs_code: '1.1', level: 2, node_name: '1号楼', path: '未来科技城项目 / 1号楼', component_count: 6, installed_count: 2 }] } });
    renderPage(<ProjectDesignAndDecomposePage />, fake);
    await screen.findByText('浙江华汇建筑设计研究院', {}, LOAD);
    expect(screen.getByText('已确认')).toBeInTheDocument();
    expect(screen.getByText('3 张，5 个版本')).toBeInTheDocument();
    expect(screen.getByText('结构 2')).toBeInTheDocument();
    await screen.findByText('未来科技城项目 / 1号楼', {}, LOAD);
    expect(fake.callsTo(routes.getDesignInfo)[0]).toMatchObject({ project_id: 'p1' });
  });

  it('/draweManagement lists drawings with their current version and opens the versions newest first', async () => {
    const fake = new FakeApi().on(routes.listPapers, page([paper])).on(routes.getPaperVersionList, { data: { list: [version(2, true), version(1, false)] } });
    const { user } = renderPage(<DrawingListPage />, fake);
    const tr = (await screen.findByText('一层平面图', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('V2')).toBeInTheDocument();
    expect(within(tr).getByText('1号楼')).toBeInTheDocument();
    await user.click(within(tr).getByRole('button', { name: '版本' }));
    const drawer = (await screen.findByText('A-101 一层平面图 · 版本', {}, LOAD)).closest('.ant-drawer') as HTMLElement;
    await within(drawer).findByText('A-101 V1.pdf', {}, LOAD);
    const rows = within(drawer).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('V2');
    expect(rows[1]).toHaveTextContent('当前');
    expect(rows[2]).toHaveTextContent('V1');
    expect(rows[2]).not.toHaveTextContent('当前');
  });

  it('/addOrEditDrawePaper uploads a file as the next version, which then shows as current', async () => {
    let saved = false;
    const fake = new FakeApi()
      .on(routes.getPaperInfo, { data: paper })
      .on(routes.getJtProjectSelect, projectSelect)
      .on(routes.getResolveTree, { data: { list: tree } })
      .on(routes.uploadFile, { data: { file_id: 'f3', file_path: 'fp3', file_name: 'A-101 V3.pdf', url: '/x' } })
      .on(routes.savePaperVersion, () => ((saved = true), { data: { paper_version_id: 'v3', version_no: 3 } }))
      .on(routes.getPaperVersionList, () => ({ data: { list: saved ? [version(3, true), version(2, false), version(1, false)] : [version(2, true), version(1, false)] } }));
    const { user } = renderPage(<PaperEditorPage />, fake, { path: '/addOrEditDrawePaper?paper_id=pp1' });
    await screen.findByDisplayValue('A-101', {}, LOAD);
    await screen.findByText('A-101 V2.pdf', {}, LOAD);
    await user.upload(screen.getByLabelText('图纸文件'), new File(['%PDF-1.4\n'], 'A-101 V3.pdf', { type: 'application/pdf' }));
    await user.type(screen.getByLabelText('版本说明'), '楼梯间调整');
    await user.click(screen.getByRole('button', { name: '上传新版本' }));
    await waitFor(() => expect(fake.callsTo(routes.savePaperVersion)[0]).toEqual({ paper_id: 'pp1', file_path: 'fp3', note: '楼梯间调整' }), LOAD);
    expect(fake.callsTo(routes.uploadFile)[0]).toMatchObject({ module: 'drawing', file: 'A-101 V3.pdf' });
    const current = (await screen.findByText('A-101 V3.pdf', {}, LOAD)).closest('tr') as HTMLElement;
    expect(current).toHaveTextContent('当前');
    expect((screen.getByText('A-101 V2.pdf').closest('tr') as HTMLElement)).not.toHaveTextContent('当前');
  });

  it('/designManage syncs design projects and says how many rows were added and updated', async () => {
    const row = {
      jt_project_id: 'j1', project_id: 'p1', project_name: '未来科技城项目', project_code: 'WLKJ', org_id: 'o1', org_name: '浙江华汇建筑设计研究院',
      design_stage: '深化设计', cons_unit_name: null, permit_no: null, plan_start: null, plan_end: null, deep_status: 1, deep_reason: null, paper_count: 1, remark: null, created_at: '2026-11-01T00:00:00Z',
    };
    const fake = new FakeApi().on(routes.listJtProjects, page([row])).on(routes.syncProject, { data: { added: 1, updated: 2 } });
    const { user } = renderPage(<DesignManagePage />, fake);
    const tr = (await screen.findByText('未来科技城项目', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('待确认')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '同步项目' }));
    await screen.findByText('同步完成：新增1条，更新2条', {}, LOAD);
    await waitFor(() => expect(fake.callsTo(routes.listJtProjects).length).toBeGreaterThan(1), LOAD);
  });
});
