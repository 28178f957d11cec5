import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LoginCardHeight } from '@zhuyun/contracts';
import { renderApp } from '../../../testing/render-app';

const card = () => document.querySelector<HTMLElement>('.login-card');

describe('login card modes', () => {
  it('is 424 px for both login tabs, 536 px for register, and back', async () => {
    const { user } = renderApp('/login');
    await screen.findByRole('tab', { name: '账号密码登录', selected: true });
    expect(card()).toHaveStyle({ height: `${LoginCardHeight.passwordLogin}px` });
    expect(LoginCardHeight.passwordLogin).toBe(424);

    await user.click(screen.getByRole('tab', { name: '手机验证码登录' }));
    await screen.findByPlaceholderText('请输入手机号');
    expect(card()).toHaveStyle({ height: '424px' });

    await user.click(screen.getByRole('button', { name: '立即注册' }));
    await screen.findByRole('tab', { name: '账号注册', selected: true });
    expect(card()).toHaveStyle({ height: '536px' });

    await user.click(screen.getByRole('button', { name: '已有账号，去登录' }));
    await screen.findByRole('tab', { name: '账号密码登录', selected: true });
    expect(card()).toHaveStyle({ height: '424px' });
  });

  it('opens the 260 px bind panel for ?status=bindAcount with a unique_token', async () => {
    renderApp('/login?status=bindAcount&unique_token=abc');
    await screen.findByText('绑定已有账号');
    expect(card()).toHaveStyle({ height: '260px' });
  });

  it('stays on password login when the bind link lacks its token', async () => {
    renderApp('/login?status=bindAcount');
    await screen.findByRole('tab', { name: '账号密码登录', selected: true });
  });
});
