import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { demoUser, signInAs } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { HomePage } from '../pages/home-page';

// The page alone (/homepage's route, and the shell around it, are the route table's and the shell's tests).
describe('home page', () => {
  it("shows the user's name, phone, unit and jobs", async () => {
    signInAs();
    const api = new FakeApi().on(routes.getUserDetail, {
      data: { company_name: '演示建设集团', job_data: [{ job_id: 'j1', job_name: '单位管理员' }, { job_id: 'j2', job_name: '质量员' }] },
    });
    renderPage(<HomePage />, api, { path: '/homepage' });
    await screen.findByText('演示建设集团');
    expect(screen.getByText(demoUser.phone)).toBeInTheDocument();
    expect(screen.getByText(`，${demoUser.real_name}`, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('质量员')).toBeInTheDocument();
    expect(screen.queryByText('您尚未加入单位')).not.toBeInTheDocument();
  });

  it('tells a user without a unit where to join or create one, and shows no jobs', async () => {
    signInAs({ ...demoUser, comp_id: null, job: null });
    const api = new FakeApi().on(routes.getUserDetail, { data: { company_name: null, job_data: [] } });
    renderPage(<HomePage />, api, { path: '/homepage' });
    await screen.findByText('您尚未加入单位');
    expect(screen.getByText('请在"单位初始化设置-我的单位-单位列表"加入单位或创建单位的操作')).toBeInTheDocument();
    await screen.findByText('暂无岗位');
  });

  it('offers a retry when the jobs cannot be loaded', async () => {
    signInAs();
    let fail = true;
    const api = new FakeApi().on(routes.getUserDetail, () =>
      fail ? { code: 50000, msg: '抱歉,内部发生错误' } : { data: { company_name: '演示建设集团', job_data: [{ job_id: 'j1', job_name: '单位管理员' }] } },
    );
    const { user } = renderPage(<HomePage />, api, { path: '/homepage' });
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    fail = false;
    await user.click(retry);
    await screen.findByText('单位管理员', { selector: '.home-tag' });
  });
});
