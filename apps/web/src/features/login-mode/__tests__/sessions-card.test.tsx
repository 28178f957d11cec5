import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { SessionsCard, deviceName } from '../components/sessions-card';
import { LoginModeText } from '../login-mode.texts';

const LOAD = { timeout: 30_000 };
const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const SAFARI_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const session = (id: string, device: string, current: boolean, ip: string) => ({
  session_id: id,
  device,
  ip,
  platform: 'web',
  created_at: '2026-11-25T01:00:00Z',
  last_seen_at: '2026-11-25T03:00:00Z',
  current,
});

// 登录设备 on /loginMode (issue 15 build 4): My sessions, the current one marked, ending one or all the others.
describe('登录设备', () => {
  it('lists the sessions with device, IP and times, and ends one after the confirmation', async () => {
    let list = [session('s1', CHROME_WIN, true, '10.0.0.1'), session('s2', SAFARI_IOS, false, '10.0.0.2')];
    const fake = new FakeApi()
      .on(routes.getMySessions, () => ({ data: { list } }))
      .on(routes.endSession, (input) => {
        list = list.filter((s) => s.session_id !== (input as { session_id?: string }).session_id);
        return { data: { ended: 1 } };
      });
    const { user } = renderPage(<SessionsCard />, fake);
    const current = await screen.findByRole('listitem', { name: 'Chrome · Windows' }, LOAD);
    expect(within(current).getByText(LoginModeText.currentSession)).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: LoginModeText.endSession })).toBeNull();
    const phone = screen.getByRole('listitem', { name: 'Safari · iOS' });
    expect(within(phone).getByText(/IP 10\.0\.0\.2/)).toBeInTheDocument();

    await user.click(within(phone).getByRole('button', { name: /下\s?线/ }));
    await user.click(await screen.findByRole('button', { name: /确\s?定|OK/ }, LOAD));
    await waitFor(() => expect(fake.callsTo(routes.endSession)).toEqual([expect.objectContaining({ session_id: 's2' })]), LOAD);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari · iOS' })).toBeNull(), LOAD);
    expect(screen.queryByRole('button', { name: LoginModeText.endOthers })).toBeNull();
  });

  it('ends all the others at once', async () => {
    const fake = new FakeApi()
      .on(routes.getMySessions, { data: { list: [session('s1', CHROME_WIN, true, '10.0.0.1'), session('s2', SAFARI_IOS, false, '10.0.0.2')] } })
      .on(routes.endSession, { data: { ended: 1 } });
    const { user } = renderPage(<SessionsCard />, fake);
    await user.click(await screen.findByRole('button', { name: LoginModeText.endOthers }, LOAD));
    await user.click(await screen.findByRole('button', { name: /确\s?定|OK/ }, LOAD));
    await waitFor(() => expect(fake.callsTo(routes.endSession)).toEqual([expect.objectContaining({ others: true })]), LOAD);
  });

  it('names devices in a few words', () => {
    expect(deviceName(null)).toBe(LoginModeText.unknownDevice);
    expect(deviceName('lightMyRequest')).toBe('lightMyRequest');
  });
});
