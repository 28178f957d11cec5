import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { DecomposePage } from '../pages/decompose-page';
import { DeepDesignConfirmPage } from '../pages/deep-design-confirm-page';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const deep = {
  deep_design_id: 'd1', jt_project_id: 'j1', project_name: '钱塘一号', title: '2#楼预制楼梯深化图', submit_unit: '德清预制构件厂',
  content: null, status: 1, reason: null, confirmed_name: null, confirmed_at: null, created_at: '2026-11-18T02:00:00Z',
};
const node = (id: string, level: number, name: string, children: unknown[] = [], count = 6, installed = 2) => ({
  resolve_id: id, parent_id: null, level, node_name: name, build_no: '1', floor_no: level >= 3 ? '1' : null, cp_type: null,
  wbs_code: '1', sort_no: 0, component_count: count, installed_count: installed, paper_count: 1, children,
});

describe('design pages', () => {
  it('/deepDesignConfirm confirms a submission and returns one with the reason typed', async () => {
    const fake = new FakeApi().on(routes.listDeepDesigns, page([deep])).on(routes.confirmDeepDesign, { data: { deep_design_id: 'd1', status: 2 } });
    const { user } = renderPage(<DeepDesignConfirmPage />, fake);
    const tr = (await screen.findByText('2#楼预制楼梯深化图', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('待确认')).toBeInTheDocument();
    await user.click(within(tr).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(fake.callsTo(routes.confirmDeepDesign).at(-1)).toMatchObject({ deep_design_id: 'd1', status: 2 }), LOAD);
    await user.click(within(tr).getByRole('button', { name: '退回' }));
    await user.type(await screen.findByLabelText('退回原因'), '吊点位置不符');
    // antd spaces two-character button labels (退 回).
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /退\s*回/ }));
    await waitFor(() => expect(fake.callsTo(routes.confirmDeepDesign).at(-1)).toMatchObject({ status: 3, reason: '吊点位置不符' }), LOAD);
  });

  it('/projectDecom shows the tree and a node\'s components with their progress', async () => {
    const tree = [node('r', 1, '未来科技城项目', [node('b1', 2, '1号楼')], 18, 3)];
    const fake = new FakeApi()
      .on(routes.getJtProjectSelect, { data: { list: [{ jt_project_id: 'j1', project_name: '未来科技城项目', project_id: 'p1' }] } })
      .on(routes.getResolveTree, { data: { list: tree } })
      .on(routes.getResolveComponents, page([{ component_id: 'c1', cp_num: 'WLKJ-1-001', cp_type: '1', build_no: '1', floor_no: '1', progress: 4, factory_name: '德清预制构件厂' }]));
    const { user } = renderPage(<DecomposePage />, fake);
    await user.click(await screen.findByText('1 1号楼（2/6）', {}, LOAD));
    await screen.findByText('WLKJ-1-001', {}, LOAD);
    expect(screen.getByText('已安装')).toBeInTheDocument();
    expect(fake.callsTo(routes.getResolveComponents).at(-1)).toMatchObject({ resolve_id: 'b1' });
  });
});
