import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, demoBranding } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

describe('login page branding', () => {
  it('shows the login name as the heading, the platform and company names, and the logo when enabled', async () => {
    const { container } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: demoBranding.login_name })).toBeInTheDocument();
    expect(screen.getByText(demoBranding.platform_name)).toBeInTheDocument();
    expect(screen.getByText(demoBranding.company_name)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${demoBranding.company_name}标志` })).toHaveAttribute('src', demoBranding.company_logo);
    expect(container.querySelector('.login-page')).toHaveStyle({ backgroundImage: `url("${demoBranding.image_picture}")` });
  });

  it('asks for the company of the domain the browser is on', async () => {
    const api = new FakeApi();
    renderApp('/login', api);
    await screen.findByRole('heading', { level: 1 });
    expect(api.callsTo(routes.getCompanyByDomain)).toEqual([{ company_domain: window.location.host }]);
  });

  it('hides the logo when show_logo_status is not 1', async () => {
    const api = new FakeApi().on(routes.getCompanyByDomain, { data: { ...demoBranding, show_logo_status: 0 } });
    renderApp('/login', api);
    await screen.findByRole('heading', { level: 1, name: demoBranding.login_name });
    expect(screen.queryByRole('img', { name: /标志/ })).not.toBeInTheDocument();
  });

  it('falls back to neutral branding when the domain is unknown', async () => {
    const api = new FakeApi().on(routes.getCompanyByDomain, { code: 10002, msg: '未找到该域名对应的单位' });
    renderApp('/login', api);
    expect(await screen.findByRole('heading', { level: 1, name: '筑云智慧建造平台' })).toBeInTheDocument();
    // The lookup handles its own errors: a visitor on an unknown domain sees no error toast.
    expect(screen.queryByText('未找到该域名对应的单位')).not.toBeInTheDocument();
  });
});
