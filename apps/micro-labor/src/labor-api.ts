import { ApiClient, memoryStore } from '@zhuyun/client';
import type { MicroApiConfig } from '@zhuyun/ui';

export interface LaborApi {
  client: ApiClient;
  setToken: (token: string | null) => void;
  /** Where a refused call's message goes (the mounted app's message holder). */
  onError: (show: ((msg: string) => void) | null) => void;
  dispose: () => void;
}

/**
 * The signed client of this mount: the session token is the shell's (passed in props); the signing key pair is its
 * own, fetched with get_key and kept in memory only, so the sub-app never reads the shell's storage.
 */
export function createLaborApi(config: MicroApiConfig): LaborApi {
  let show: ((msg: string) => void) | null = null;
  const client = new ApiClient({
    baseUrl: config.baseUrl,
    systemNo: config.systemNo,
    authCode: config.authCode,
    store: memoryStore(),
    onError: (msg) => show?.(msg),
  });
  return {
    client,
    setToken: (token) => {
      if (token !== client.token) client.setToken(token);
    },
    onError: (fn) => {
      show = fn;
    },
    dispose: () => {
      show = null;
    },
  };
}
