import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Msg, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { renderApp, signInAs } from '../../../testing/render-app';
import { newcomer, page } from './unit-fixtures';

// The unit's QR (org_qrcode) opens /workbenchMyUnit?invite_code=…: the join flow starts with the code filled in.
describe('join by the invite link', () => {
  it('opens the join dialog with the code filled in and the unit looked up', async () => {
    signInAs(newcomer);
    const api = new FakeApi()
      .on(routes.getMyCompanies, page([]))
      .on(routes.getCompanyByInviteCode, (p) =>
        p.invite_code === 'ZYDEMX26' ? { data: { company_id: 'c1', company_name: '演示建设集团', org_id: 'root' } } : { code: 10002, msg: Msg.inviteCodeUnknown },
      );
    renderApp('/workbenchMyUnit?invite_code=ZYDEMX26', api);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByLabelText('邀请码')).toHaveValue('ZYDEMX26');
    await within(dialog).findByText(/演示建设集团/);
    expect(within(dialog).getByRole('button', { name: /下一步/ })).toBeEnabled();
    expect(api.callsTo(routes.getCompanyByInviteCode)).toEqual([{ invite_code: 'ZYDEMX26' }]);
  });
});
