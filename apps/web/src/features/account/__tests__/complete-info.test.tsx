import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Msg, StorageKey, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { demoUser, renderApp, signInAs } from '../../../testing/render-app';
import { fill } from '../../../testing/fill';

const detail = { data: { company_name: null, job_data: [] } };

async function openDialog(api: FakeApi) {
  const view = renderApp('/homepage', api);
  await view.user.click(await screen.findByRole('button', { name: '用户菜单' }));
  await view.user.click(await screen.findByRole('menuitem', { name: '完善资料' }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

// 完善资料 (spec-1 §2, §4, §5): two steps, Next submits at once for a person with a unit, Save keeps a draft.
describe('complete-information dialog', () => {
  it('asks for the real name on blur, and with a unit Next submits step 1 and resets', async () => {
    signInAs();
    const api = new FakeApi().on(routes.getUserDetail, detail).on(routes.saveFillRegisterInfo, { msg: Msg.submitted, data: { company_apply_id: null, status: 3 } });
    const { user, dialog } = await openDialog(api);
    const name = within(dialog).getByPlaceholderText('请输入真实姓名');
    await user.clear(name);
    await user.tab();
    await within(dialog).findByText(Msg.realNameRequired);
    await fill(user, name, '王建国');
    await fill(user, within(dialog).getByPlaceholderText('如 项目经理、施工员（选填）'), '项目经理');
    await user.click(within(dialog).getByRole('button', { name: /下一步/ }));
    await screen.findByText(Msg.submitted);
    expect(api.callsTo(routes.saveFillRegisterInfo)).toEqual([{ phone: demoUser.phone, user_name: '王建国', job_name: '项目经理' }]);
    // Submitted: the form was reset (spec-1 §4), so opening it again starts from the account's name.
    await user.click(screen.getByRole('button', { name: '用户菜单' }));
    await user.click(await screen.findByRole('menuitem', { name: '完善资料' }));
    await waitFor(() => expect(within(dialog).getByPlaceholderText('请输入真实姓名')).toHaveValue(demoUser.real_name));
    expect(within(dialog).getByPlaceholderText('如 项目经理、施工员（选填）')).toHaveValue('');
  });

  it('without a unit goes on to the company step, names every missing field, and goes back with Previous', async () => {
    signInAs({ ...demoUser, comp_id: null });
    const api = new FakeApi()
      .on(routes.getUserDetail, detail)
      .on(routes.getCompanyTypes, { data: { list: [{ name: '施工单位', value: '4' }] } })
      .on(routes.getAreaTree, { data: { list: [] } });
    const { user, dialog } = await openDialog(api);
    await user.click(within(dialog).getByRole('button', { name: /下一步/ }));
    await within(dialog).findByText('单位类型');
    expect(api.callsTo(routes.saveFillRegisterInfo)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    for (const msg of [Msg.companyTypeRequired, Msg.companyNameRequired, Msg.regionRequired, Msg.addrRequired, Msg.legalNameRequired, Msg.creditCodeRequired, Msg.certificateRequired]) {
      await within(dialog).findByText(msg);
    }
    await fill(user, within(dialog).getByPlaceholderText('18 位统一社会信用代码'), '914403001922038217');
    await within(dialog).findByText(Msg.creditCodeInvalid);
    expect(api.callsTo(routes.saveFillRegisterInfo)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /上一步/ }));
    expect(within(dialog).getByPlaceholderText('请输入真实姓名').closest('[hidden]')).toBeNull();
  });

  it('keeps a draft with Save and offers it again next time', async () => {
    signInAs({ ...demoUser, comp_id: null });
    const api = new FakeApi().on(routes.getUserDetail, detail);
    const { user, dialog } = await openDialog(api);
    const name = within(dialog).getByPlaceholderText('请输入真实姓名');
    await user.clear(name);
    await fill(user, name, '李草稿');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await screen.findByText(Msg.saved);
    expect(JSON.parse(localStorage.getItem(StorageKey.completeInfoDraft) ?? 'null')).toMatchObject({ step: 0, values: { user_name: '李草稿' } });
  });
});
