import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Msg, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { renderApp, signInAs } from '../../../testing/render-app';
import { newcomer, page, unit } from './unit-fixtures';
import { fill } from '../../../testing/fill';

const tree = {
  list: [
    {
      dept_id: 'root',
      dept_name: '演示建设集团',
      dept_type: 1,
      children_list: [
        { dept_id: 'd-office', dept_name: '综合管理部', dept_type: 2, children_list: [] },
        { dept_id: 'd-eng', dept_name: '工程部', dept_type: 2, children_list: [] },
      ],
    },
  ],
};

const root = tree.list[0] as (typeof tree.list)[number];

const jobsOf: Record<string, { job_id: string; job_name: string; dept_id: string; dept_name: string; is_manager: boolean }[]> = {
  'd-eng': [
    { job_id: 'j-builder', job_name: '施工员', dept_id: 'd-eng', dept_name: '工程部', is_manager: false },
    { job_id: 'j-inspector', job_name: '质检员', dept_id: 'd-eng', dept_name: '工程部', is_manager: false },
  ],
  'd-office': [{ job_id: 'j-clerk', job_name: '行政专员', dept_id: 'd-office', dept_name: '综合管理部', is_manager: false }],
};

function joinApi() {
  let joined = false;
  return new FakeApi()
    .on(routes.getMyCompanies, () => page(joined ? [unit('c1', '演示建设集团', 2)] : []))
    .on(routes.getCompanyByInviteCode, (p) =>
      p.invite_code === 'ZYDEMX26'
        ? { data: { company_id: 'c1', company_name: '演示建设集团', org_id: 'root' } }
        : { code: 10002, msg: Msg.inviteCodeUnknown },
    )
    .on(routes.getDeptTreeByInviteCode, { data: tree })
    .on(routes.getJobList, (p) => {
      const list = String(p.dept_id).split(',').flatMap((d) => jobsOf[d] ?? []);
      return { data: { list, total_count: list.length, cur_page: 1, page_size: list.length } };
    })
    .on(routes.joinOrg, () => {
      joined = true;
      return { msg: Msg.joinSubmitted, data: { id: 'r1', status: 2 } };
    });
}

async function openJoin(api: FakeApi) {
  signInAs(newcomer);
  const view = renderApp('/workbenchMyUnit', api);
  await view.user.click((await screen.findAllByRole('button', { name: '加入组织' }))[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog');
  const next = () => within(dialog).getByRole('button', { name: /下一步/ });
  const look = () => within(dialog).getByRole('button', { name: /查\s*看/ });
  return { ...view, dialog, next, look };
}

describe('join dialog', () => {
  it('asks for the invite code when 查看 is pressed on an empty field; 下一步 stays disabled', async () => {
    const { user, dialog, next, look, api } = await openJoin(joinApi());
    expect(next()).toBeDisabled();
    await user.click(look());
    await within(dialog).findByText(Msg.inviteCodeRequired);
    expect(next()).toBeDisabled();
    expect(api.callsTo(routes.getCompanyByInviteCode)).toEqual([]);
  });

  it("shows the server's refusal of an unknown code and keeps 下一步 disabled", async () => {
    const { user, dialog, next, look } = await openJoin(joinApi());
    await fill(user, within(dialog).getByLabelText('邀请码'), 'ABCDEFGH');
    await user.click(look());
    await within(dialog).findByText(Msg.inviteCodeUnknown);
    expect(next()).toBeDisabled();
  });

  it('enables 下一步 once the name shows, and disables it again when the code changes', async () => {
    const { user, dialog, next, look } = await openJoin(joinApi());
    const field = within(dialog).getByLabelText('邀请码');
    await user.type(field, 'zydemx26');
    await user.click(look());
    await within(dialog).findByText('单位名称：演示建设集团');
    expect(next()).toBeEnabled();
    await user.type(field, '7');
    expect(next()).toBeDisabled();
    expect(within(dialog).queryByText('单位名称：演示建设集团')).not.toBeInTheDocument();
  });

  it('chooses departments and a post, sends the post and its department, and My units shows 审核中', async () => {
    const { user, dialog, next, look, api } = await openJoin(joinApi());
    await fill(user, within(dialog).getByLabelText('邀请码'), 'ZYDEMX26');
    await user.click(look());
    await within(dialog).findByText('单位名称：演示建设集团');
    await user.click(next());

    // Nothing chosen: both messages.
    await user.click(await within(dialog).findByRole('button', { name: '提交申请' }));
    await within(dialog).findByText(Msg.deptRequired);
    expect(within(dialog).getByText(Msg.jobRequired)).toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('combobox')[0] as HTMLElement);
    await user.click(await screen.findByText('演示建设集团', { selector: '.ant-cascader-menu-item-content' }));
    await user.click(await screen.findByText('工程部', { selector: '.ant-cascader-menu-item-content' }));
    await user.click(await screen.findByText('综合管理部', { selector: '.ant-cascader-menu-item-content' }));
    await waitFor(() => expect(String(api.callsTo(routes.getJobList).at(-1)?.dept_id).split(',').sort()).toEqual(['d-eng', 'd-office']));
    expect(api.callsTo(routes.getJobList).at(-1)).toMatchObject({ is_page: '0', invite_code: 'ZYDEMX26' });

    await user.click(within(dialog).getAllByRole('combobox')[1] as HTMLElement);
    await user.click(await screen.findByText('工程部 / 施工员'));
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));

    await screen.findByText(Msg.joinSubmitted);
    expect(api.callsTo(routes.joinOrg)).toEqual([{ invite_code: 'ZYDEMX26', dept_id: 'd-eng', job_id: 'j-builder' }]);
    const article = await screen.findByRole('article', { name: '演示建设集团' });
    expect(within(article).getByText('审核中')).toBeInTheDocument();
    // The dialog closed (antd's motion is off in tests: setup.ts).
    await waitFor(() => expect(dialog).not.toBeVisible());
  });

  it('creates a project department in between and offers it at once', async () => {
    let created = false;
    const api = joinApi()
      .on(routes.createProjectDept, () => {
        created = true;
        return { msg: Msg.created, data: { dept_id: 'd-new', dept_name: '滨江二号项目部' } };
      })
      .on(routes.getDeptTreeByInviteCode, () => ({
        data: created
          ? { list: [{ ...root, children_list: [...root.children_list, { dept_id: 'd-new', dept_name: '滨江二号项目部', dept_type: 3, children_list: [] }] }] }
          : tree,
      }));
    const { user, dialog, next, look } = await openJoin(api);
    await fill(user, within(dialog).getByLabelText('邀请码'), 'ZYDEMX26');
    await user.click(look());
    await within(dialog).findByText('单位名称：演示建设集团');
    await user.click(next());
    await user.click(await within(dialog).findByRole('button', { name: /新建项目部/ }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await within(dialog).findByText(Msg.deptNameRequired);
    await fill(user, within(dialog).getByLabelText('项目部名称'), '滨江二号项目部');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await screen.findByText(Msg.created);
    expect(api.callsTo(routes.createProjectDept)).toEqual([{ invite_code: 'ZYDEMX26', dept_name: '滨江二号项目部' }]);
    await waitFor(() => expect(api.callsTo(routes.getJobList).at(-1)).toMatchObject({ dept_id: 'd-new' }));
  });
});
