import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ResultCode, StorageKey, ThirdPartyMsg, routes } from '@zhuyun/contracts';
import { renderApp, signInAs } from '../../../testing/render-app';
import { handoverTarget } from '../hooks/use-handover';
import { loginData, signedInApi } from './third-party-fixtures';

const project = {
  project_id: 'p1', project_code: 'QT-001', project_name: '钱塘一号', address: '杭州市钱塘区', company_id: 'c1', company_name: '演示建设集团',
  province: null, province_no: null, city: null, city_no: null, area: null, area_no: null, area_id: null, lon: null, lat: null,
  building_area: null, building_type: null, status: 1, org_no: null, start_date: null,
};

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

describe('token hand-over page /redirect', () => {
  it('exchanges the short token, stores the session, origin and project, and lands on /{path}', async () => {
    const api = signedInApi()
      .on(routes.getAccessTokenByShort, { data: { ...loginData, access_token: 'tok-handed' } })
      .on(routes.getProjectInfo, { data: project });
    renderApp('/redirect?tokenId=short-1&path=ProjectList&url=https%3A%2F%2Fa.example.com&project_id=p1', api);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ProjectList$/));
    expect(api.callsTo(routes.getAccessTokenByShort)).toEqual([{ short_token: 'short-1' }]);
    expect(api.callsTo(routes.getUserInfo)).toHaveLength(1);
    expect(api.callsTo(routes.getUserDetail)).toHaveLength(1);
    expect(stored(StorageKey.accessToken)).toBe('tok-handed');
    expect(stored(StorageKey.userInfo)).toMatchObject({ user_id: 'u1', access_token: 'tok-handed' });
    expect(stored(StorageKey.companyInfo)).toEqual({ company_id: 'c1', company_name: '演示建设集团', company_type: 4 });
    expect(stored(StorageKey.originUrl)).toBe('https://a.example.com');
    expect(stored(StorageKey.currentProject)).toMatchObject({ project_id: 'p1', project_name: '钱塘一号' });
  });

  it('replaces whoever was signed in before', async () => {
    signInAs();
    const api = signedInApi().on(routes.getAccessTokenByShort, { data: { ...loginData, access_token: 'tok-new' } });
    renderApp('/redirect?tokenId=short-1&path=homepage', api);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/homepage'));
    expect(stored(StorageKey.accessToken)).toBe('tok-new');
  });

  it('shows a reused token\'s message and signs nobody in', async () => {
    const api = signedInApi().on(routes.getAccessTokenByShort, { code: ResultCode.TOKEN_INVALID, msg: ThirdPartyMsg.shortTokenUsed });
    renderApp('/redirect?tokenId=spent&path=homepage', api);
    await screen.findByText(ThirdPartyMsg.shortTokenUsed);
    expect(screen.getByTestId('location')).toHaveTextContent('/redirect');
    expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
  });

  it('shows an expired token\'s message', async () => {
    const api = signedInApi().on(routes.getAccessTokenByShort, { code: ResultCode.TOKEN_INVALID, msg: ThirdPartyMsg.shortTokenExpired });
    renderApp('/redirect?tokenId=old&path=homepage', api);
    await screen.findByText(ThirdPartyMsg.shortTokenExpired);
  });

  it('needs a tokenId', async () => {
    const api = signedInApi();
    renderApp('/redirect?path=homepage', api);
    await screen.findByText(ThirdPartyMsg.handoverMissingToken);
    expect(api.callsTo(routes.getAccessTokenByShort)).toHaveLength(0);
  });

  it('only ever lands on a path of this app', () => {
    expect(handoverTarget('labor/persons?x=1')).toBe('/labor/persons?x=1');
    expect(handoverTarget('//evil.example.com')).toBe('/evil.example.com');
    expect(handoverTarget('\\\\evil.example.com')).toBe('/evil.example.com');
    expect(handoverTarget(null)).toBe('/homepage');
    expect(handoverTarget('  ')).toBe('/homepage');
  });
});
