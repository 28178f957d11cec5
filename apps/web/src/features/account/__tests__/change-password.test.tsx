import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Msg, StorageKey, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { fill } from '../../../testing/fill';
import { demoUser, renderApp, signInAs } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { ChangePasswordModal } from '../components/change-password-modal';

/** The dialog as the user menu opens it: the shell's one journey here (the first test). */
async function openFromMenu(api: FakeApi) {
  signInAs();
  const view = renderApp('/homepage', api.on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } }));
  await view.user.click(await screen.findByRole('button', { name: '用户菜单' }));
  await view.user.click(await screen.findByText('修改密码'));
  return withDialog(view);
}

/** The dialog alone, open, on a page at /homepage: the rest of the tests are about the dialog, not the shell. */
async function openDialog(api: FakeApi) {
  signInAs();
  return withDialog(renderPage(<ChangePasswordModal open onClose={() => undefined} />, api, { path: '/homepage' }));
}

async function withDialog<V extends { user: ReturnType<typeof renderPage>['user'] }>(view: V) {
  const dialog = await screen.findByRole('dialog');
  const field = (label: string) => within(dialog).getByLabelText(label);
  const ok = () => within(dialog).getByRole('button', { name: /确\s*定/ });
  return { ...view, dialog, field, ok };
}

describe('change password', () => {
  it('opens from the user menu and names each empty field', async () => {
    const { user, dialog, ok } = await openFromMenu(new FakeApi());
    await user.click(ok());
    await within(dialog).findByText(Msg.oldPasswordRequired);
    await within(dialog).findByText(Msg.newPasswordRequired);
    await within(dialog).findByText(Msg.confirmNewPasswordRequired);
  });

  it('requires the strong rule and a matching repeat', async () => {
    const { user, dialog, field, ok } = await openDialog(new FakeApi());
    await fill(user, field('新密码'), 'weakpass1');
    await within(dialog).findByText(Msg.strongPassword);
    await fill(user, field('确认新密码'), 'other');
    await user.click(ok());
    await within(dialog).findByText(Msg.passwordsDiffer);
  });

  it('sends old, new and user_id; on success says so, forgets the session and goes to /login', async () => {
    const api = new FakeApi().on(routes.changePassword, { msg: Msg.passwordChanged, data: null });
    const { user, field, ok } = await openDialog(api);
    await fill(user, field('原密码'), 'Demo@2026zy!');
    await fill(user, field('新密码'), 'Newer@2026zy!');
    await fill(user, field('确认新密码'), 'Newer@2026zy!');
    await user.click(ok());
    await screen.findByText(Msg.passwordChanged);
    // The login page itself is the login tests'.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(api.callsTo(routes.changePassword)).toEqual([{ old_password: 'Demo@2026zy!', new_password: 'Newer@2026zy!', user_id: demoUser.user_id }]);
    expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
  });

  it("keeps the dialog open with the server's message when the old password is wrong", async () => {
    const api = new FakeApi().on(routes.changePassword, { code: 10001, msg: Msg.oldPasswordWrong });
    const { user, field, ok, dialog } = await openDialog(api);
    await fill(user, field('原密码'), 'wrong');
    await fill(user, field('新密码'), 'Newer@2026zy!');
    await fill(user, field('确认新密码'), 'Newer@2026zy!');
    await user.click(ok());
    await screen.findByText(Msg.oldPasswordWrong);
    expect(dialog).toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.accessToken)).not.toBeNull();
  });
});
