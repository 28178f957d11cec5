import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { OrgManagePage } from '../pages/org-manage-page';
import { JOB_BUILDER, JOB_INSPECTOR, LOAD, orgTree } from './data-auth-fixtures';

const T_PROJECT = '01900000-0000-7000-8000-000000003003';
const T_OFFICE = '01900000-0000-7000-8000-000000003002';
const orgAuth = {
  data: {
    templates: [
      { auth_template_id: T_OFFICE, auth_template_name: '行政办公', object_nos: ['page.companyInfo'] },
      { auth_template_id: T_PROJECT, auth_template_name: '项目施工', object_nos: ['page.ProjectList', 'page.yardList'] },
    ],
    jobs: [
      { job_id: JOB_BUILDER, auth_template_ids: [T_PROJECT] },
      { job_id: JOB_INSPECTOR, auth_template_ids: [] },
    ],
  },
};
const objectTree = {
  data: {
    list: [
      { object_id: 'o1', object_no: 'page.ProjectList', object_name: '项目列表', p_object_no: null, is_dir: 0, is_menu: 1, object_module: '/ProjectList', order_no: 1, children_list: [] },
      { object_id: 'o2', object_no: 'page.yardList', object_name: '堆场管理', p_object_no: null, is_dir: 0, is_menu: 1, object_module: '/yardList', order_no: 2, children_list: [] },
      { object_id: 'o3', object_no: 'page.companyInfo', object_name: '单位信息', p_object_no: null, is_dir: 0, is_menu: 1, object_module: '/companyInfo', order_no: 3, children_list: [] },
    ],
  },
};

describe('/orgManage', () => {
  it('shows a department’s jobs with their templates, and a job’s templates and pages; Save replaces them', async () => {
    const fake = new FakeApi()
      .on(routes.getOrgTree, orgTree)
      .on(routes.getOrgAuth, orgAuth)
      .on(routes.getObjectTree, objectTree)
      .on(routes.saveJobTemplates, { msg: '保存成功', data: null });
    const { user } = renderPage(<OrgManagePage />, fake);

    await user.click(await screen.findByText('工程部', {}, LOAD));
    await screen.findByText('工程部 · 本部门及下级的岗位', {}, LOAD);
    const rowOf = (name: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(name)) as HTMLElement;
    expect(within(rowOf('施工员')).getByText('项目施工')).toBeInTheDocument();
    expect(within(rowOf('质检员')).getByText('无')).toBeInTheDocument();

    await user.click(screen.getAllByText('施工员')[0] as HTMLElement);
    await screen.findByText('工程部 / 施工员', {}, LOAD);
    await screen.findByText('堆场管理', {}, LOAD);
    expect(screen.getByRole('checkbox', { name: '项目施工（2 项权限）' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '行政办公（1 项权限）' }));
    await screen.findByText('单位信息', {}, LOAD);
    await user.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(fake.callsTo(routes.saveJobTemplates)).toHaveLength(1), LOAD);
    const sent = fake.callsTo(routes.saveJobTemplates)[0] as { job_id: string; auth_template_ids: string[] };
    expect(sent.job_id).toBe(JOB_BUILDER);
    expect([...sent.auth_template_ids].sort()).toEqual([T_PROJECT, T_OFFICE].sort());
  });

  it('warns when a job’s templates open no page, and shows 403 for a job without the page', async () => {
    const fake = new FakeApi().on(routes.getOrgTree, orgTree).on(routes.getOrgAuth, orgAuth).on(routes.getObjectTree, objectTree);
    const { user } = renderPage(<OrgManagePage />, fake);
    await user.click(await screen.findByText('质检员', {}, LOAD));
    await screen.findByText('该岗位没有任何页面权限，其人员看不到菜单', {}, LOAD);

    const denied = new FakeApi().on(routes.getOrgTree, orgTree).on(routes.getOrgAuth, { code: 10403, msg: '没有权限' });
    renderPage(<OrgManagePage />, denied);
    await screen.findByText('403', {}, LOAD);
  });
});
