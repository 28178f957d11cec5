import { create } from 'zustand';
import { StorageKey } from '@zhuyun/contracts';
import { appStorage } from './storage';
import { closeAllTabs, closeOtherTabs, closeTab, closeTabsToTheRight, openTab, type OpenTab, type TabsAfterClose } from './tab-rules';

export type { OpenTab } from './tab-rules';

interface TabsState {
  tabs: OpenTab[];
  activePath: string | null;
  /** Makes the page the active tab by the rules of spec-1 §4 "Tabs" (see tab-rules.ts). */
  open: (tab: OpenTab) => void;
  /** Each close returns where to navigate when the active tab went away (null: stay). */
  close: (path: string) => string | null;
  closeOthers: (path: string) => string | null;
  closeRight: (path: string) => string | null;
  closeAll: () => string | null;
  clear: () => void;
  reload: () => void;
}

const fromStorage = () => {
  const tabs = appStorage.get<OpenTab[]>(StorageKey.activeTabsList) ?? [];
  return { tabs: Array.isArray(tabs) ? tabs : [], activePath: null };
};

export const useTabsStore = create<TabsState>()((set, get) => {
  const save = (tabs: OpenTab[]) => {
    appStorage.set(StorageKey.activeTabsList, tabs);
    set({ tabs });
  };
  const apply = ({ tabs, navigateTo }: TabsAfterClose) => {
    save(tabs);
    return navigateTo;
  };
  return {
    ...fromStorage(),
    open: (tab) => {
      const { tabs } = get();
      const next = openTab(tabs, tab);
      const changed = next.length !== tabs.length || next.some((t, i) => t !== tabs[i]);
      if (changed) appStorage.set(StorageKey.activeTabsList, next);
      set({ tabs: changed ? next : tabs, activePath: tab.path });
    },
    close: (path) => apply(closeTab(get().tabs, path, get().activePath)),
    closeOthers: (path) => apply(closeOtherTabs(get().tabs, path, get().activePath)),
    closeRight: (path) => apply(closeTabsToTheRight(get().tabs, path, get().activePath)),
    closeAll: () => apply(closeAllTabs(get().activePath)),
    clear: () => {
      appStorage.remove(StorageKey.activeTabsList);
      set({ tabs: [], activePath: null });
    },
    reload: () => set(fromStorage()),
  };
});

