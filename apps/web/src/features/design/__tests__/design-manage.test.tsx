import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { findDialog } from '../../../testing/dialogs';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { DesignManagePage } from '../pages/design-manage-page';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const org = (id: string, name: string, parent: [string, string] | null = null) => ({
  org_id: id, org_name: name, parent_org_id: parent?.[0] ?? null, parent_org_name: parent?.[1] ?? null, unit_company_id: null,
  contact_name: null, contact_phone: null, address: null, project_count: 1, synced_at: null, created_at: '2026-11-01T00:00:00Z',
});
const HUAHUI = '浙江华汇建筑设计研究院';
const SECOND = '华汇第二设计所';
const options = { data: { list: [{ org_id: 'o1', org_name: HUAHUI }, { org_id: 'o2', org_name: SECOND }, { org_id: 'o3', org_name: '城建设计院' }] } };

/** The 设计单位 tab, and the 关联单位 dialog of the row named. */
async function openUnion(fake: FakeApi, name: string) {
  const view = renderPage(<DesignManagePage />, fake);
  await view.user.click(await screen.findByRole('tab', { name: '设计单位' }, LOAD));
  // The first cell naming it is its own row's (a child's row names it as 上级单位 further right).
  const tr = (await screen.findAllByText(name, { selector: 'td' }, LOAD))[0]!.closest('tr') as HTMLElement;
  // The row's link button by its text and a plain click: here jsdom took 20-40 s to compute that one button's style
  // (each of its ancestors took milliseconds), which a role query's visibility check and userEvent's pointer-events
  // check both ask for, once per query or click. The row itself was found visible above.
  fireEvent.click(within(tr).getByText('关联单位').closest('button') as HTMLElement);
  return { ...view, dialog: await findDialog(`关联单位：${name}`, LOAD) };
}

describe('/designManage', () => {
  it('relates a design unit as a child of one (POST jt_org/union) and refreshes the list and the children', async () => {
    let related = false;
    const fake = new FakeApi()
      .on(routes.listJtProjects, page([]))
      .on(routes.listJtOrgs, () => page(related ? [org('o1', HUAHUI), org('o2', SECOND, ['o1', HUAHUI])] : [org('o1', HUAHUI), org('o2', SECOND)]))
      .on(routes.getChildrenOrg, () => ({ data: { list: related ? [org('o2', SECOND, ['o1', HUAHUI])] : [] } }))
      .on(routes.getOrgSelect, options)
      .on(routes.unionOrg, () => {
        related = true;
        return { data: { updated: 1 } };
      });
    const { user, dialog } = await openUnion(fake, HUAHUI);
    await within(dialog).findByText('暂无下级单位', {}, LOAD);
    expect(within(dialog).getByRole('button', { name: /关\s*联/ })).toBeDisabled();

    await user.click(within(dialog).getByRole('combobox', { name: '关联单位' }));
    await user.click(await screen.findByText(SECOND, { selector: '.ant-select-item-option-content' }, LOAD));
    // Not itself as its own child.
    expect(screen.queryByText(HUAHUI, { selector: '.ant-select-item-option-content' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /关\s*联/ }));

    await waitFor(() => expect(fake.callsTo(routes.unionOrg)).toEqual([{ org_id: 'o1', child_org_ids: ['o2'] }]), LOAD);
    await screen.findByText('已关联 1 个下级单位', {}, LOAD);
    // The new child shows in the dialog, and the list names its parent.
    await within(dialog).findByText(SECOND, { selector: '.ant-tag' }, LOAD);
    const child = (await screen.findByText(SECOND, { selector: 'td' }, LOAD)).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(child).getByText(HUAHUI)).toBeInTheDocument(), LOAD);
  });

  it('says when the children cannot be loaded, and shows them after 重试', async () => {
    let fail = true;
    const fake = new FakeApi()
      .on(routes.listJtProjects, page([]))
      .on(routes.listJtOrgs, page([org('o1', HUAHUI), org('o2', SECOND, ['o1', HUAHUI])]))
      .on(routes.getChildrenOrg, () => (fail ? { code: 50000, msg: '服务器内部错误' } : { data: { list: [org('o2', SECOND, ['o1', HUAHUI])] } }))
      .on(routes.getOrgSelect, options);
    const { user, dialog } = await openUnion(fake, HUAHUI);
    await within(dialog).findByText('下级单位加载失败', {}, LOAD);
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: /重\s*试/ }));
    await within(dialog).findByText(SECOND, { selector: '.ant-tag' }, LOAD);
    // The picker leaves out the unit, its children and its parent: only 城建设计院 is left.
    await user.click(within(dialog).getByRole('combobox', { name: '关联单位' }));
    await screen.findByText('城建设计院', { selector: '.ant-select-item-option-content' }, LOAD);
    expect(screen.queryByText(SECOND, { selector: '.ant-select-item-option-content' })).toBeNull();
  });

  it('adds construction info under a design project picked from the list', async () => {
    const fake = new FakeApi()
      .on(routes.listJtProjects, page([]))
      .on(routes.listConsInfo, page([]))
      .on(routes.getJtProjectSelect, { data: { list: [{ jt_project_id: 'j1', project_name: '未来科技城项目', project_id: 'p1' }] } })
      .on(routes.createConsInfo, { data: { cons_info_id: 'c1' } });
    const { user } = renderPage(<DesignManagePage />, fake);
    await user.click(await screen.findByRole('tab', { name: '施工信息' }, LOAD));
    await user.click(await screen.findByRole('button', { name: '新增施工信息' }, LOAD));
    const dialog = await findDialog('新增施工信息', LOAD);
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await within(dialog).findByText('设计项目不能为空', { selector: '.ant-form-item-explain-error' }, LOAD);
    await user.click(within(dialog).getByRole('combobox', { name: '设计项目' }));
    await user.click(await screen.findByText('未来科技城项目', { selector: '.ant-select-item-option-content' }, LOAD));
    await user.type(within(dialog).getByLabelText('施工单位'), '浙江宝业建设集团');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fake.callsTo(routes.createConsInfo)[0]).toMatchObject({ jt_project_id: 'j1', cons_unit_name: '浙江宝业建设集团' }), LOAD);
  });
});
