import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { members, routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { MemberInfoPage } from '../pages/member-info-page';
import { MemberManagePage } from '../pages/member-manage-page';

const LOAD = { timeout: 30_000 };
const P1 = '01900000-0000-7000-8000-000000010001';
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const projects = page([{ project_id: P1, project_name: '示范项目' }]);
const member = {
  member_id: 'm1', project_id: P1, project_name: '示范项目', user_id: 'u1', user_name: '王海涛', phone: '13700460001', unit_company_id: 'c2',
  unit_name: '杭州城市建设投资集团', role: 'manager', entry_date: '2026-02-25', exit_date: null, remark: null, created_at: '2026-01-01T00:00:00Z',
};
const candidates = {
  data: {
    list: [
      { user_id: 'u1', user_name: '王海涛', phone: '13700460001', unit_company_id: 'c2', unit_name: '杭州城市建设投资集团', is_member: true },
      { user_id: 'u5', user_name: '钱卫东', phone: '13700460005', unit_company_id: 'c3', unit_name: '德清预制构件厂', is_member: false },
    ],
  },
};

describe('/memberManage', () => {
  it('lists the project\'s members and adds a person of a participating unit with a role', async () => {
    const fake = new FakeApi()
      .on(routes.getProjectList, projects)
      .on(routes.listProjectMembers, page([member]))
      .on(routes.getMemberCandidates, candidates)
      .on(routes.createProjectMember, { data: { member_id: 'm2' } });
    const { user } = renderPage(<MemberManagePage />, fake, { path: `/memberManage?project_id=${P1}` });
    const tr = (await screen.findByText('王海涛', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('项目经理')).toBeInTheDocument();
    expect(within(tr).getByText('杭州城市建设投资集团')).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo(routes.listProjectMembers)[0]).toMatchObject({ project_id: P1 }), LOAD);

    await user.click(screen.getByRole('button', { name: /新增成员/ }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await within(dialog).findByText(members.MembersMsg.userRequired, {}, LOAD);
    await user.click(within(dialog).getByRole('combobox', { name: '人员' }));
    await user.click(await screen.findByTitle('钱卫东（德清预制构件厂）', {}, LOAD));
    // The search form's role filter has the same field id, so the dialog's select is found through its form item.
    await user.click(within(within(dialog).getByText('项目角色').closest('.ant-form-item') as HTMLElement).getByRole('combobox'));
    await user.click(await screen.findByTitle('质检员', {}, LOAD));
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.createProjectMember)[0]).toMatchObject({ project_id: P1, user_id: 'u5', role: 'quality' }), LOAD);
  });

  it('takes a member off the project through unbind, and says why the last manager stays', async () => {
    const fake = new FakeApi()
      .on(routes.getProjectList, projects)
      .on(routes.listProjectMembers, page([member]))
      .on(routes.getMemberCandidates, candidates)
      .on(routes.unbindProject, { code: 10003, msg: members.MembersMsg.lastManager });
    const { user } = renderPage(<MemberManagePage />, fake, { path: `/memberManage?project_id=${P1}` });
    const tr = (await screen.findByText('王海涛', {}, LOAD)).closest('tr') as HTMLElement;
    await user.click(within(tr).getByRole('button', { name: /删\s?除/ }));
    const confirm = await screen.findByRole('tooltip', {}, LOAD);
    await user.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(fake.callsTo(routes.unbindProject)).toEqual([{ project_id: P1, unbind_type: 1, user_id: 'u1' }]), LOAD);
    await screen.findByText(members.MembersMsg.lastManager, {}, LOAD);
  });
});

describe('/memberInfo', () => {
  it('shows a member with their unit, role, dates and the pages they may use', async () => {
    const fake = new FakeApi()
      .on(routes.getProjectList, projects)
      .on(routes.listProjectMembers, page([member]))
      .on({ ...routes.getProjectMember, path: `${routes.getProjectMember.path}/m1` }, { data: member })
      .on(routes.getProjectPageObjects, {
        data: { list: [{ object_no: 'page.ProjectGantt', object_name: '项目进度计划', object_module: '/ProjectGantt', checked: true }, { object_no: 'page.projectFile', object_name: '项目文件', object_module: '/projectFile', checked: false }] },
      });
    renderPage(<MemberInfoPage />, fake, { path: `/memberInfo?project_id=${P1}&member_id=m1` });
    await screen.findByText('杭州城市建设投资集团', {}, LOAD);
    expect(screen.getByText('2026-02-25 至 在场')).toBeInTheDocument();
    await screen.findByText('项目进度计划', {}, LOAD);
    expect(screen.queryByText('项目文件')).not.toBeInTheDocument();
  });

  it('asks for a member when none is chosen', async () => {
    renderPage(<MemberInfoPage />, new FakeApi().on(routes.getProjectList, projects).on(routes.listProjectMembers, page([member])), { path: `/memberInfo?project_id=${P1}` });
    await screen.findByText('请选择成员', { selector: '.ant-empty-description' }, LOAD);
  });
});
