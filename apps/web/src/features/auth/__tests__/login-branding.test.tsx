import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Msg, routes } from '@zhuyun/contracts';
import { FakeApi, demoBranding } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

describe('login page branding', () => {
  it('shows the login name as the heading, the platform and company names, and the logo when enabled', async () => {
    const { container } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: demoBranding.login_name });
    expect(screen.getByText(demoBranding.platform_name, { selector: '.login-page__platform' })).toBeInTheDocument();
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
    await screen.findByRole('heading', { level: 1, name: '筑云智慧建造平台' });
    // The lookup handles its own errors: a visitor on an unknown domain sees no error toast.
    expect(screen.queryByText('未找到该域名对应的单位')).not.toBeInTheDocument();
  });

  it("offers the platform choices of spec-1 §2: this company's public platform by default, and the three external ones", async () => {
    const { user } = renderApp('/login');
    const platforms = await screen.findByRole('navigation', { name: '平台' });
    const current = within(platforms).getByText(demoBranding.platform_name, { exact: false });
    expect(current.closest('[aria-current="page"]')).toHaveTextContent('默认');
    // No address is configured in the test deployment: choosing an external platform says so instead of going nowhere.
    await user.click(within(platforms).getByRole('button', { name: '实测实量平台' }));
    await screen.findByText(Msg.platformAddressMissing);
    expect(within(platforms).getByRole('button', { name: '工业化建筑管理平台' })).toBeInTheDocument();
    expect(within(platforms).getByRole('button', { name: '分户验收平台' })).toBeInTheDocument();
  });
});
