import { act, fireEvent, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { StorageKey } from '@zhuyun/contracts';
import { WebApp } from '../app/app';
import { createAppServices } from '../app/services';
import { appStorage } from '../lib/storage';
import { useSessionStore, type StoredUserInfo } from '../lib/session-store';
import { FakeApi } from './fake-api';
import { LocationProbe } from './location-probe';

export const demoUser: StoredUserInfo = {
  real_name: '演示管理员',
  job: '单位管理员',
  user_name: '演示管理员',
  phone: '13800000001',
  user_id: 'u-demo',
  access_token: 'token-demo',
  comp_id: 'c1',
  company_type: 4,
};

/** Puts a session in storage as a login would have. */
export function signInAs(user: StoredUserInfo = demoUser): void {
  appStorage.set(StorageKey.accessToken, user.access_token);
  appStorage.set(StorageKey.userInfo, user);
  appStorage.set(StorageKey.userId, user.user_id);
  useSessionStore.getState().reload();
}

/** The whole web app at `path`, talking to `api` through the real ApiClient (no module mocks). */
export function renderApp(path: string, api: FakeApi = new FakeApi(), options: { advanceTimers?: (ms: number) => void } = {}) {
  const services = createAppServices({
    fetch: api.fetch,
    retryQueries: false,
    config: { systemNo: 'web', authCode: 'test-auth-code', mapTileUrl: null },
  });
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <WebApp services={services} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, user, api, services };
}

export { FakeApi };

/** Sets the window's width and tells the page, as a browser does when its window is resized. */
export function resizeTo(width: number): void {
  act(() => {
    window.innerWidth = width;
    fireEvent(window, new Event('resize'));
  });
}
