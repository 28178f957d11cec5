import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Msg, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../testing/fake-api';
import { renderApp, signInAs } from '../../testing/render-app';

const api = () => new FakeApi().on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } });

describe('route table', () => {
  it('sends / to /login', async () => {
    renderApp('/');
    await screen.findByRole('tab', { name: '账号密码登录' });
  });

  it('sends a visitor without a session from a layout route to /login', async () => {
    renderApp('/homepage');
    await screen.findByRole('tab', { name: '账号密码登录' });
  });

  it.each([
    ['404', Msg.error404],
    ['403', Msg.error403],
    ['500', Msg.error500],
  ])('/error?type=%s reads %s', async (type, text) => {
    signInAs();
    renderApp(`/error?type=${type}`, api());
    await screen.findByText(text);
  });

  it.each(['/building', '/productManage', '/no/such/page'])('%s shows the under-development notice inside the shell', async (path) => {
    signInAs();
    renderApp(path, api());
    await screen.findByText(Msg.underDevelopment);
    expect(within(screen.getByRole('navigation', { name: '顶部导航' })).getByRole('link', { name: '项目中心' })).toBeInTheDocument();
  });
});
