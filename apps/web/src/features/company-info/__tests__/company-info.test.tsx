import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PersonalMsg, routes } from '@zhuyun/contracts';
import { renderPage, FakeApi } from '../../../testing/render-page';
import { CompanyInfoPage } from '../pages/company-info-page';

const unit = {
  company_id: 'c1', company_name: '演示建设集团', small_name: '演示建设', company_type: 4, company_type_name: '施工单位', area: '西湖区', addr: '文三路 90 号',
  invite_code: 'ZYDEMX26', company_domain: 'localhost', member_count: 12, created_at: '2026-01-01T00:00:00.000Z', platform_name: '筑云智慧建造平台',
  login_name: '装配式建筑质量监管平台', company_logo: '/brand/demo-logo.svg', image_picture: '/brand/demo-login-bg.svg', show_logo_status: 1, primary_color: '#1677ff',
};

// /companyInfo: the unit's information and its login page's branding, previewed as it is typed.
describe('/companyInfo', () => {
  it('previews the login page while typing, and saves the branding', async () => {
    const api = new FakeApi()
      .on(routes.getCompanyProfile, { data: unit })
      .on(routes.saveCompanyProfile, (p) => ({ msg: PersonalMsg.companySaved, data: { ...unit, ...p } }));
    const { user } = renderPage(<CompanyInfoPage />, api);
    await screen.findByText('ZYDEMX26');
    expect(screen.getByTestId('preview-title')).toHaveTextContent('装配式建筑质量监管平台');
    expect(screen.getByAltText('预览标志')).toHaveAttribute('src', '/brand/demo-logo.svg');

    const title = screen.getByLabelText('登录页标题');
    await user.clear(title);
    await user.type(title, '钱塘智慧工地');
    await waitFor(() => expect(screen.getByTestId('preview-title')).toHaveTextContent('钱塘智慧工地'));
    await user.click(screen.getByRole('switch', { name: '在登录页显示标志' }));
    await waitFor(() => expect(screen.queryByAltText('预览标志')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText(PersonalMsg.companySaved);
    expect(api.callsTo(routes.saveCompanyProfile)).toEqual([
      {
        small_name: '演示建设', addr: '文三路 90 号', platform_name: '筑云智慧建造平台', login_name: '钱塘智慧工地', primary_color: '#1677ff',
        show_logo_status: 0, company_logo: '/brand/demo-logo.svg', image_picture: '/brand/demo-login-bg.svg',
      },
    ]);
  });

  it('refuses a colour that is not #RRGGBB before saving', async () => {
    const api = new FakeApi().on(routes.getCompanyProfile, { data: unit });
    const { user } = renderPage(<CompanyInfoPage />, api);
    const colour = await screen.findByLabelText('主题色');
    await user.clear(colour);
    await user.type(colour, 'red');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText(PersonalMsg.colorInvalid);
    expect(api.callsTo(routes.saveCompanyProfile)).toEqual([]);
  });
});
