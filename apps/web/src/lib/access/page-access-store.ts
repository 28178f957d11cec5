import { create } from 'zustand';
import { EMPTY_ACCESS, type PageAccess } from './page-permissions';

interface PageAccessState {
  access: PageAccess;
  setAccess: (access: PageAccess) => void;
}

/** The active page's permission set, written by the shell on every tab change and read by `<Can>`. */
export const usePageAccessStore = create<PageAccessState>((set) => ({
  access: EMPTY_ACCESS,
  setAccess: (access) => set({ access }),
}));
