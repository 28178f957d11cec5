import { jsonStorage, type KeyValueStore } from '@zhuyun/client';

/**
 * The browser storage the whole web shares: the ApiClient (token, signing key) and the session and tab stores read
 * and write the same keys, JSON-serialised (spec-1 §3).
 */
export const appStorage: KeyValueStore = jsonStorage(window.localStorage);
