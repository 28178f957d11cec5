import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useSessionStore } from '../../../lib/session-store';
import { renderPage } from '../../../testing/render-page';
import { BlankShellPage } from '../pages/blank-shell-page';
import { SampleMsg, SamplePage } from '../pages/sample-page';
import { SysteamPage } from '../pages/systeam-page';
import { UserPage } from '../pages/user-page';

const signedIn = () =>
  useSessionStore.setState({
    userInfo: { real_name: '演示管理员', job: '单位管理员', user_name: 'demo', phone: '13800000001', user_id: 'u1', access_token: 't', comp_id: 'c1', company_type: 4 },
  });

describe('the small pages', () => {
  it('/sample refuses an empty name and an age out of range, then accepts a valid pair', async () => {
    const { user } = renderPage(<SamplePage />);
    await user.click(screen.getByRole('button', { name: /提\s?交/ }));
    await screen.findByText(SampleMsg.nameRequired);
    await screen.findByText(SampleMsg.ageRequired);
    await user.type(screen.getByPlaceholderText('请输入姓名'), '张三');
    await user.type(screen.getByPlaceholderText('请输入年龄'), '200');
    await user.click(screen.getByRole('button', { name: /提\s?交/ }));
    await screen.findByText(SampleMsg.ageRange);
    expect(screen.queryByText('已提交')).not.toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('请输入年龄'));
    await user.type(screen.getByPlaceholderText('请输入年龄'), '30');
    await user.click(screen.getByRole('button', { name: /提\s?交/ }));
    await screen.findByText('已提交');
    expect(screen.getByText('张三')).toBeInTheDocument();
  });

  it('/user shows the signed-in person with the phone masked; /systeam the platform', async () => {
    signedIn();
    renderPage(<UserPage />);
    await screen.findByText('138****0001');
    expect(screen.getByText('演示管理员')).toBeInTheDocument();
    renderPage(<SysteamPage />);
    await screen.findByText('筑云智慧建造平台');
  });

  it('/blank is an empty page, not the under-development notice', async () => {
    renderPage(<BlankShellPage />);
    await screen.findByText('此页面暂无内容');
  });
});
