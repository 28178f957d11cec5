import { create } from 'zustand';
import { StorageKey } from '@zhuyun/contracts';
import { appStorage } from './storage';
import type { StoredCompanyInfo, StoredUserInfo } from './stored-session';

export { toStoredUserInfo, toStoredCompanyInfo, type StoredUserInfo, type StoredCompanyInfo } from './stored-session';

export function keepCompanyName(companyName: string | null): void {
  const kept = appStorage.get<StoredCompanyInfo>(StorageKey.companyInfo);
  if (kept && kept.company_name !== companyName) appStorage.set(StorageKey.companyInfo, { ...kept, company_name: companyName });
}

interface SessionState {
  token: string | null;
  userInfo: StoredUserInfo | null;
  /** The token alone: calls made right after login (user info) need it before userInfo exists. */
  setToken: (token: string) => void;
  /** userInfo, and companyInfo when given (null: the session has no unit, so none is kept). */
  setUserInfo: (userInfo: StoredUserInfo, companyInfo?: StoredCompanyInfo | null) => void;
  /** Drops everything that belongs to the signed-in person; the signing key stays (it is the browser's, not theirs). */
  clear: () => void;
  /** Re-reads storage, e.g. after another browser tab signed out. */
  reload: () => void;
}

/** Everything a session leaves in storage (spec-1 §3), removed on logout and when the server ends the session. */
const SESSION_KEYS = [
  StorageKey.accessToken,
  StorageKey.userInfo,
  StorageKey.userId,
  StorageKey.companyInfo,
  StorageKey.currentProject,
  StorageKey.projectList,
  StorageKey.projectIdList,
  StorageKey.permissions,
  StorageKey.menu,
  StorageKey.fileTree,
] as const;

const fromStorage = () => ({
  token: appStorage.get<string>(StorageKey.accessToken),
  userInfo: appStorage.get<StoredUserInfo>(StorageKey.userInfo),
});

export const useSessionStore = create<SessionState>()((set) => ({
  ...fromStorage(),
  setToken: (token) => {
    appStorage.set(StorageKey.accessToken, token);
    set({ token });
  },
  setUserInfo: (userInfo, companyInfo) => {
    appStorage.set(StorageKey.userInfo, userInfo);
    appStorage.set(StorageKey.userId, userInfo.user_id);
    if (companyInfo) appStorage.set(StorageKey.companyInfo, companyInfo);
    else if (companyInfo === null) appStorage.remove(StorageKey.companyInfo);
    set({ userInfo });
  },
  clear: () => {
    for (const key of SESSION_KEYS) appStorage.remove(key);
    set({ token: null, userInfo: null });
  },
  reload: () => set(fromStorage()),
}));

/** Signed in means holding a token; userInfo may still be on its way right after login. */
export const selectSignedIn = (state: SessionState) => Boolean(state.token);
