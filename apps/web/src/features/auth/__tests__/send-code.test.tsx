import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Msg, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { fill } from '../../../testing/fill';

async function openPhoneLogin(api = new FakeApi(), options = {}) {
  const view = renderApp('/login', api, options);
  await view.user.click(await screen.findByRole('tab', { name: '手机验证码登录' }));
  await screen.findByPlaceholderText('请输入手机号');
  return view;
}

const sendButton = () => screen.getByRole('button', { name: /获取验证码|重新发送/ });

describe('send-code button on phone login', () => {
  it.each([
    ['', Msg.sendPhoneEmpty],
    ['1380000', Msg.sendPhoneLength],
    ['23800000001', Msg.sendPhoneInvalid],
  ])('phone %j → %s, before any call', async (phone, message) => {
    const { user, api } = await openPhoneLogin();
    if (phone) await fill(user, screen.getByPlaceholderText('请输入手机号'), phone);
    await user.click(sendButton());
    await screen.findByText(message);
    expect(api.callsTo(routes.sendCode)).toHaveLength(0);
  });

  it('caps the phone at 11 digits', async () => {
    const { user } = await openPhoneLogin();
    const phone = screen.getByPlaceholderText('请输入手机号');
    await user.type(phone, '138-0000-0001-99');
    expect(phone).toHaveValue('13800000001');
  });

  it("shows the server's 已发送, counts down 重新发送 n for 60 s, then resets", async () => {
    // Only the countdown's clock is faked; antd's own timers and the signing crypto run for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const api = new FakeApi().on(routes.sendCode, { msg: Msg.codeSent, data: { expires_in: 300, resend_after: 60 } });
    const { user } = await openPhoneLogin(api);
    await fill(user, screen.getByPlaceholderText('请输入手机号'), '13800000001');
    await user.click(sendButton());

    await screen.findByText(Msg.codeSent);
    expect(api.callsTo(routes.sendCode)).toEqual([{ phone: '13800000001', usage_code: 1, user_type: 4, template_no: 'login_code', system_no: 'web' }]);
    expect(sendButton()).toHaveTextContent('重新发送 60');
    expect(sendButton()).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(sendButton()).toHaveTextContent('重新发送 59');
    act(() => vi.advanceTimersByTime(58_000));
    expect(sendButton()).toHaveTextContent('重新发送 1');
    act(() => vi.advanceTimersByTime(1000));
    expect(sendButton()).toHaveTextContent('获取验证码');
    expect(sendButton()).toBeEnabled();
  });

  it("shows the server's refusal and stays usable", async () => {
    const api = new FakeApi().on(routes.sendCode, { code: 10105, msg: Msg.codeTooSoon });
    const { user } = await openPhoneLogin(api);
    await fill(user, screen.getByPlaceholderText('请输入手机号'), '13800000001');
    await user.click(sendButton());
    await screen.findByText(Msg.codeTooSoon);
    expect(sendButton()).toHaveTextContent('获取验证码');
    expect(sendButton()).toBeEnabled();
  });

  it('asks for phone and code before logging in', async () => {
    const { user, api } = await openPhoneLogin();
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await screen.findByText(Msg.loginPhoneRequired);
    await screen.findByText(Msg.loginCodeRequired);
    expect(api.callsTo(routes.login)).toHaveLength(0);
  });
});

describe('send-code button when registering', () => {
  it('asks with usage_code 2', async () => {
    const api = new FakeApi().on(routes.sendCode, { msg: Msg.codeSent, data: { expires_in: 300, resend_after: 60 } });
    const { user } = renderApp('/login', api);
    await user.click(await screen.findByRole('button', { name: '立即注册' }));
    await fill(user, await screen.findByPlaceholderText('请输入手机号'), '13900000009');
    await user.click(sendButton());
    await screen.findByText(Msg.codeSent);
    expect(api.callsTo(routes.sendCode)).toEqual([{ phone: '13900000009', usage_code: 2, user_type: 4, template_no: 'register_code', system_no: 'web' }]);
  });
});
