import { create } from 'zustand';
import { StorageKey } from '@zhuyun/contracts';
import { appStorage } from './storage';

/** One open page of the tab strip; `path` is the pathname with its query (spec-1 §2 "Shell"). */
export interface OpenTab {
  path: string;
  title: string;
}

interface TabsState {
  tabs: OpenTab[];
  activePath: string | null;
  /** Makes the page the active tab, adding it unless a tab with the same route is open (spec-1 §4 "Tabs"). */
  open: (tab: OpenTab) => void;
  clear: () => void;
  reload: () => void;
}

const fromStorage = () => {
  const tabs = appStorage.get<OpenTab[]>(StorageKey.activeTabsList) ?? [];
  return { tabs: Array.isArray(tabs) ? tabs : [], activePath: null };
};

export const useTabsStore = create<TabsState>()((set, get) => ({
  ...fromStorage(),
  open: (tab) => {
    const { tabs } = get();
    const next = tabs.some((t) => t.path === tab.path) ? tabs : [...tabs, tab];
    if (next !== tabs) appStorage.set(StorageKey.activeTabsList, next);
    set({ tabs: next, activePath: tab.path });
  },
  clear: () => {
    appStorage.remove(StorageKey.activeTabsList);
    set({ tabs: [], activePath: null });
  },
  reload: () => set(fromStorage()),
}));
