import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Msg, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { renderApp, signInAs } from '../../../testing/render-app';
import { hardNavigate } from '../../../lib/hard-navigate';
import { newcomer, page, unit } from './unit-fixtures';

const card = (name: string) => screen.findByRole('article', { name });
const cardButton = (article: HTMLElement, label: RegExp) => within(article).getByRole('button', { name: label });

describe('/workbenchMyUnit', () => {
  let reloads: string[];
  beforeEach(() => {
    reloads = [];
    vi.spyOn(hardNavigate, 'to').mockImplementation((path) => void reloads.push(path));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows each unit with its place and status; view and enter only at status 3', async () => {
    signInAs(newcomer);
    const list = [
      unit('c1', '演示建设集团', 3, { is_cur: 1, is_default: 1 }),
      unit('c2', '审核中单位', 2),
      unit('c3', '被驳回单位', 4),
    ];
    renderApp('/workbenchMyUnit', new FakeApi().on(routes.getMyCompanies, page(list)));

    const approved = await card('演示建设集团');
    expect(within(approved).getByText('已通过')).toBeInTheDocument();
    expect(within(approved).getByText('当前')).toBeInTheDocument();
    expect(within(approved).getByText(/浙江省杭州市钱塘区 江东大道1号/)).toBeInTheDocument();
    expect(cardButton(approved, /查看单位/)).toBeEnabled();
    expect(cardButton(approved, /进入平台/)).toBeEnabled();

    for (const [name, status] of [
      ['审核中单位', '审核中'],
      ['被驳回单位', '已驳回'],
    ] as const) {
      const article = await card(name);
      expect(within(article).getByText(status)).toBeInTheDocument();
      expect(cardButton(article, /查看单位/)).toBeDisabled();
      expect(cardButton(article, /进入平台/)).toBeDisabled();
    }
    // The header's default-unit selector is read-only and names the default unit.
    const selector = await screen.findByRole('combobox', { name: '默认单位' });
    expect(selector).toBeDisabled();
    await waitFor(() => expect(document.querySelector('.default-unit .ant-select-content')?.textContent).toBe('演示建设集团'));
    // A top-level page (spec-2 §2.2): no shell around it.
    expect(screen.queryByRole('navigation', { name: '顶部导航' })).not.toBeInTheDocument();
  });

  it('enters an approved unit through the company change token and reloads /homepage', async () => {
    signInAs(newcomer);
    const api = new FakeApi()
      .on(routes.getMyCompanies, page([unit('c1', '演示建设集团', 3)]))
      .on(routes.changeCompanyToken, {
        data: { access_token: 'tok-2', user_id: 'u-new', user_no: 'wang', user_name: '王工', phone: newcomer.phone, email: null, comp_id: 'c1', company_type: 4, pwd_strong_flag: true, job_list: [] },
      })
      .on(routes.getUserInfo, {
        data: { user_id: 'u-new', user_no: 'wang', user_name: '王工', real_name: '王工', phone: newcomer.phone, email: null, comp_id: 'c1', company_type: 4, job: '施工员', job_list: [], is_platform_admin: false },
      });
    const { user } = renderApp('/workbenchMyUnit', api);
    await user.click(cardButton(await card('演示建设集团'), /进入平台/));
    await waitFor(() => expect(reloads).toEqual(['/homepage']));
    expect(api.callsTo(routes.changeCompanyToken)).toEqual([{ company_id: 'c1', org_id: 'org-c1' }]);
  });

  it('opens the view page of an approved unit', async () => {
    signInAs(newcomer);
    const api = new FakeApi().on(routes.getMyCompanies, page([unit('c1', '演示建设集团', 3)]));
    const { user } = renderApp('/workbenchMyUnit', api);
    await user.click(cardButton(await card('演示建设集团'), /查看单位/));
    await waitFor(() => expect(api.callsTo(routes.getCompanyInfo)).toEqual([{ org_id: 'org-c1' }]));
  });

  it('offers an approved unit\'s administrator its business systems, and no one else', async () => {
    signInAs(newcomer);
    const list = [unit('c1', '演示建设集团', 3, { is_admin: true }), unit('c2', '别家单位', 3), unit('c3', '审核中单位', 2, { is_admin: true })];
    const { user } = renderApp('/workbenchMyUnit', new FakeApi().on(routes.getMyCompanies, page(list)));
    const other = await card('别家单位');
    expect(within(other).queryByRole('button', { name: '业务系统' })).not.toBeInTheDocument();
    expect(within(await card('审核中单位')).queryByRole('button', { name: '业务系统' })).not.toBeInTheDocument();
    await user.click(cardButton(await card('演示建设集团'), /业务系统/));
    const location = await screen.findByTestId('location');
    await waitFor(() => expect(location.textContent).toBe('/workbenchBusinessSystemApp?company_id=c1&company_name=%E6%BC%94%E7%A4%BA%E5%BB%BA%E8%AE%BE%E9%9B%86%E5%9B%A2'));
  });

  it('asks for 12 a page and pages on', async () => {
    signInAs(newcomer);
    const api = new FakeApi().on(routes.getMyCompanies, (params) => {
      if (params.is_page === '0') return page([]);
      const p = Number(params.page);
      const names = p === 1 ? Array.from({ length: 12 }, (_, i) => `单位${i + 1}`) : ['单位13'];
      return page(names.map((n) => unit(n, n, 3)), 13, p);
    });
    const { user } = renderApp('/workbenchMyUnit', api);
    expect(await card('单位12')).toBeInTheDocument();
    expect(screen.getByText('共 13 个单位')).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await card('单位13')).toBeInTheDocument();
    expect(api.callsTo(routes.getMyCompanies).filter((c) => c.is_page === '1')).toEqual([
      { is_page: '1', page: '1', page_size: '12' },
      { is_page: '1', page: '2', page_size: '12' },
    ]);
  });

  it('guides a newcomer with no unit: the text says who approves, with join and create', async () => {
    signInAs(newcomer);
    renderApp('/workbenchMyUnit', new FakeApi().on(routes.getMyCompanies, page([])));
    await screen.findByText(Msg.unitGuide);
    expect(Msg.unitGuide).toMatch(/单位管理员或项目经理/);
    const guide = document.querySelector('.unit-guide') as HTMLElement;
    expect(within(guide).getByRole('button', { name: '加入组织' })).toBeInTheDocument();
    expect(within(guide).getByRole('button', { name: '创建组织' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded and retries', async () => {
    signInAs(newcomer);
    let fail = true;
    const api = new FakeApi().on(routes.getMyCompanies, () =>
      fail ? { code: 50000, msg: Msg.internal } : page([unit('c1', '演示建设集团', 3)]),
    );
    const { user } = renderApp('/workbenchMyUnit', api);
    await screen.findByText('单位列表加载失败');
    fail = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await card('演示建设集团')).toBeInTheDocument();
  });

  it('goes back to /homepage when no page of the app came before', async () => {
    signInAs(newcomer);
    const api = new FakeApi()
      .on(routes.getMyCompanies, page([]))
      .on(routes.getUserDetail, { data: { company_name: null, job_data: [] } });
    const { user } = renderApp('/workbenchMyUnit', api);
    await user.click(await screen.findByRole('button', { name: /返\s*回/ }));
    await screen.findByText('我的岗位');
  });

  it('sends a visitor without a session to /login', async () => {
    renderApp('/workbenchMyUnit');
    await screen.findByRole('tab', { name: '账号密码登录' });
  });
});
