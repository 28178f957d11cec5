import { describe, expect, it, vi } from 'vitest';
import { ResultCode, ThirdPartyMsg, routes } from '@zhuyun/contracts';
import { createAppServices } from '../../../app/services';
import { FakeApi } from '../../../testing/fake-api';
import { handoverUrl, openExternalMenu, type ExternalMenuContext } from '../open-external-menu';

const labor = { menu_name: '劳务人员', route_url: '/labor/persons', app_domain_name: 'https://labor.example.com/', system_app_no: 'labor', outer_url: null };

function setUp(api: FakeApi) {
  const { client } = createAppServices({ fetch: api.fetch, retryQueries: false, config: { systemNo: 'web', authCode: 'a', mapTileUrl: null } });
  const popup = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  const context: ExternalMenuContext = {
    client,
    userId: 'u1',
    projectId: 'p1',
    origin: 'https://zhuyun.example.com',
    openWindow: vi.fn(() => popup as unknown as Window),
    warn: vi.fn(),
    error: vi.fn(),
  };
  return { context, popup };
}

describe('openExternalMenu', () => {
  it('opens the app on its hand-over page with the short token, the route, our origin and the project', async () => {
    const api = new FakeApi().on(routes.checkSysBind, {
      data: { bound: true, system_no: 'labor', system_name: '劳务实名制系统', access_token: 'short-1', expires_in: 60 },
    });
    const { context, popup } = setUp(api);
    expect(await openExternalMenu(labor, context)).toBe('opened');
    expect(api.callsTo(routes.checkSysBind)).toEqual([{ app_sys_no: 'labor', user_id: 'u1' }]);
    // The window opened at the click, before the answer, and was then pointed at the app without an opener.
    expect(context.openWindow).toHaveBeenCalledWith('about:blank');
    expect(popup.opener).toBeNull();
    const url = new URL(popup.location.href);
    expect(`${url.origin}${url.pathname}`).toBe('https://labor.example.com/redirect');
    expect(Object.fromEntries(url.searchParams)).toEqual({ tokenId: 'short-1', path: 'labor/persons', url: 'https://zhuyun.example.com', project_id: 'p1' });
  });

  it('warns with the spec\'s text when the system is not bound, and closes the window', async () => {
    const api = new FakeApi().on(routes.checkSysBind, {
      data: { bound: false, system_no: 'labor', system_name: '劳务实名制系统', access_token: null, expires_in: null },
    });
    const { context, popup } = setUp(api);
    expect(await openExternalMenu(labor, context)).toBe('unbound');
    expect(context.warn).toHaveBeenCalledWith('未绑定系统，请先在"个人中心-我的应用"页面中任意点击一个路由进行绑定后再操作');
    expect(popup.close).toHaveBeenCalled();
  });

  it('opens a sub-application addressed by a path on this platform\'s own origin (the seeded 智慧工地)', async () => {
    const api = new FakeApi().on(routes.checkSysBind, {
      data: { bound: true, system_no: 'intecons', system_name: '智慧工地系统', access_token: 'short-2', expires_in: 60 },
    });
    const { context, popup } = setUp(api);
    const intecons = { menu_name: '智慧工地', route_url: '/intecons/personnel', app_domain_name: '/intecons', system_app_no: 'intecons', outer_url: null };
    expect(await openExternalMenu(intecons, context)).toBe('opened');
    const url = new URL(popup.location.href);
    expect(`${url.origin}${url.pathname}`).toBe('https://zhuyun.example.com/intecons/redirect');
    expect(url.searchParams.get('path')).toBe('intecons/personnel');
  });

  it('warns without calling anything when the URL or the route is empty', async () => {
    const api = new FakeApi();
    const { context } = setUp(api);
    expect(await openExternalMenu({ ...labor, app_domain_name: '', outer_url: null }, context)).toBe('incomplete');
    expect(await openExternalMenu({ ...labor, route_url: ' ' }, context)).toBe('incomplete');
    expect(context.warn).toHaveBeenCalledWith("当前菜单的URL或路由不能为空,请在'公共中心-应用管理'页面下进行确认");
    expect(context.warn).toHaveBeenCalledTimes(2);
    expect(api.callsTo(routes.checkSysBind)).toHaveLength(0);
    expect(context.openWindow).not.toHaveBeenCalled();
  });

  it('shows the server\'s refusal (an unknown system) and closes the window', async () => {
    const api = new FakeApi().on(routes.checkSysBind, { code: ResultCode.NOT_FOUND, msg: ThirdPartyMsg.systemNotFound });
    const { context, popup } = setUp(api);
    expect(await openExternalMenu(labor, context)).toBe('failed');
    expect(context.error).toHaveBeenCalledWith(ThirdPartyMsg.systemNotFound);
    expect(popup.close).toHaveBeenCalled();
  });

  it('opens a plain external page (no system behind it) as it is', async () => {
    const api = new FakeApi();
    const { context } = setUp(api);
    expect(await openExternalMenu({ route_url: 'notice/list', outer_url: 'gov.example.cn', system_app_no: null }, context)).toBe('opened');
    expect(context.openWindow).toHaveBeenCalledWith('https://gov.example.cn/notice/list');
    expect(api.callsTo(routes.checkSysBind)).toHaveLength(0);
  });

  it('builds the hand-over address without a project when there is none', () => {
    expect(handoverUrl('https://a.example.com', '/x', 't', 'https://o.example.com', null)).toBe(
      'https://a.example.com/redirect?tokenId=t&path=x&url=https%3A%2F%2Fo.example.com',
    );
  });
});
