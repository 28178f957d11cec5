import { useEffect } from 'react';
import { useSessionStore } from './session-store';
import { useTabsStore } from './tabs-store';

/** Another browser tab that signs in or out changes storage; this tab follows so it never acts on a dead token. */
export function useStorageSync(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      useSessionStore.getState().reload();
      useTabsStore.getState().reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
