import { describe, expect, it } from 'vitest';
import { StorageKey } from '@zhuyun/contracts';
import { useSessionStore } from '../session-store';
import { useTabsStore } from '../tabs-store';

describe('tabs', () => {
  it('adds a page once and keeps the list in activeTabsList', () => {
    const { open } = useTabsStore.getState();
    open({ path: '/homepage', title: '首页' });
    open({ path: '/building?x=1', title: '/building' });
    open({ path: '/homepage', title: '首页' });
    expect(useTabsStore.getState().tabs.map((t) => t.path)).toEqual(['/homepage', '/building?x=1']);
    expect(useTabsStore.getState().activePath).toBe('/homepage');
    expect(JSON.parse(localStorage.getItem(StorageKey.activeTabsList) ?? '[]')).toHaveLength(2);
  });
});

describe('session', () => {
  it('clears every key a session leaves but keeps the signing key', () => {
    localStorage.setItem(StorageKey.platformKey, JSON.stringify('k'));
    localStorage.setItem(StorageKey.companyInfo, JSON.stringify({ company_name: 'x' }));
    useSessionStore.getState().setToken('t');
    useSessionStore.getState().clear();
    expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
    expect(localStorage.getItem(StorageKey.companyInfo)).toBeNull();
    expect(localStorage.getItem(StorageKey.platformKey)).toBe('"k"');
    expect(useSessionStore.getState().token).toBeNull();
  });
});
