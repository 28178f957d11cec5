import { create } from 'zustand';

/** A per-page counter: the tab strip's 刷新 bumps it and the page remounts, fetching afresh. */
export const usePageRefresh = create<{ seq: Record<string, number>; refresh: (pathname: string) => void }>()((set) => ({
  seq: {},
  refresh: (pathname) => set((state) => ({ seq: { ...state.seq, [pathname]: (state.seq[pathname] ?? 0) + 1 } })),
}));
