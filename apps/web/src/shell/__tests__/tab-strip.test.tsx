import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Msg, StorageKey, routes } from '@zhuyun/contracts';
import { FakeApi, renderApp, signInAs } from '../../testing/render-app';
import { appStorage } from '../../lib/storage';
import { useTabsStore } from '../../lib/tabs-store';

const LOAD = { timeout: 30_000 };
const api = () =>
  new FakeApi()
    .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
    .on(routes.getProjectManageList, { data: { list: [], total_count: 0, cur_page: 1, page_size: 20 } });

/** Tabs a previous visit left in storage, as the store reads them on start. */
const openTabs = (...paths: string[]) => {
  appStorage.set(
    StorageKey.activeTabsList,
    paths.map((path) => ({ path, title: path === '/homepage' ? '首页' : path })),
  );
  useTabsStore.getState().reload();
};
const tabNames = () => within(screen.getByRole('tablist', { name: '已打开的页面' })).getAllByRole('tab').map((tab) => tab.textContent);
const location = () => screen.getByTestId('location').textContent;

describe('tab strip', () => {
  it('makes the page with its query the active tab, after the fixed home tab', async () => {
    signInAs();
    renderApp('/building?from=menu', api());
    const tab = await screen.findByRole('tab', { name: '功能开发中' }, LOAD);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tabNames()).toEqual(['首页', '功能开发中']);
    expect(JSON.parse(localStorage.getItem(StorageKey.activeTabsList) ?? '[]')).toContainEqual({ path: '/building?from=menu', title: '功能开发中' });
    expect(screen.queryByRole('button', { name: '关闭首页' })).toBeNull();
  });

  it('switches tabs without adding one for a route already open', async () => {
    signInAs();
    openTabs('/homepage', '/building?from=menu');
    const { user } = renderApp('/error?type=403', api());
    await screen.findByText(Msg.error403, {}, LOAD);
    expect(tabNames()).toEqual(['首页', '/building?from=menu', '错误']);
    await user.click(screen.getByRole('tab', { name: '/building?from=menu' }));
    await waitFor(() => expect(location()).toBe('/building?from=menu'));
    expect(tabNames()).toEqual(['首页', '/building?from=menu', '错误']);
  });

  it('replaces a sub-app tab of the same path whatever its query', async () => {
    signInAs();
    openTabs('/homepage', '/eva/results?round=1', '/building');
    renderApp('/eva/results?round=2', api());
    await waitFor(() => expect(tabNames()).toEqual(['首页', '评价结果', '/building']), LOAD);
    const stored = JSON.parse(localStorage.getItem(StorageKey.activeTabsList) ?? '[]') as { path: string }[];
    expect(stored.map((t) => t.path)).toEqual(['/homepage', '/eva/results?round=2', '/building']);
  });

  it('closing the active tab goes to its neighbour; closing another stays', async () => {
    signInAs();
    openTabs('/homepage', '/building?a=1', '/building?a=2', '/building?a=3');
    const { user } = renderApp('/building?a=2', api());
    await screen.findByText(Msg.underDevelopment, {}, LOAD);
    await user.click(screen.getByRole('button', { name: '关闭/building?a=1' }));
    expect(location()).toBe('/building?a=2');
    await user.click(screen.getByRole('button', { name: '关闭/building?a=2' }));
    await waitFor(() => expect(location()).toBe('/building?a=3'));
    expect(tabNames()).toEqual(['首页', '/building?a=3']);
  });

  it('closes the others and all from a right click, keeping the home tab', async () => {
    signInAs();
    openTabs('/homepage', '/building?a=1', '/building?a=2', '/building?a=3');
    const { user } = renderApp('/building?a=3', api());
    await screen.findByText(Msg.underDevelopment, {}, LOAD);
    fireEvent.contextMenu(screen.getByRole('tab', { name: '/building?a=2' }));
    await user.click(await screen.findByText('关闭其他'));
    await waitFor(() => expect(location()).toBe('/building?a=2'));
    expect(tabNames()).toEqual(['首页', '/building?a=2']);
    fireEvent.contextMenu(screen.getByRole('tab', { name: '/building?a=2' }));
    const menus = await screen.findAllByText('关闭全部');
    await user.click(menus.at(-1)!);
    await waitFor(() => expect(location()).toBe('/homepage'));
    expect(tabNames()).toEqual(['首页']);
  });

  it('shows no arrows with 10 tabs', async () => {
    signInAs();
    openTabs('/homepage', ...Array.from({ length: 9 }, (_, i) => `/building?n=${i}`));
    renderApp('/building?n=0', api());
    await screen.findByText(Msg.underDevelopment, {}, LOAD);
    expect(tabNames()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: '向左滚动标签' })).toBeNull();
  });

  it('shows two arrows above 10 tabs that say when the first or last tab is reached', async () => {
    signInAs();
    openTabs('/homepage', ...Array.from({ length: 10 }, (_, i) => `/building?n=${i}`));
    const { user } = renderApp('/building?n=0', api());
    await screen.findByText(Msg.underDevelopment, {}, LOAD);
    expect(tabNames()).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: '向左滚动标签' }));
    await screen.findByText(Msg.tabFirst, {}, LOAD);
    // One move per 100 ms: the next click waits out the throttle.
    await new Promise((r) => setTimeout(r, 120));
    await user.click(screen.getByRole('button', { name: '向右滚动标签' }));
    // jsdom lays nothing out: the strip is as wide as its tabs, so the last tab is already in view.
    await screen.findByText(Msg.tabLast, {}, LOAD);
  });
});
