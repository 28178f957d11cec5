import { StorageKey } from '@zhuyun/contracts';

/** Browser storage with JSON values (spec-1 §3); an in-memory twin serves Node, tests and micro-apps. */
export interface KeyValueStore {
  get<T>(key: string): T | null;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

export function jsonStorage(storage: Storage): KeyValueStore {
  return {
    get<T>(key: string): T | null {
      const raw = storage.getItem(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    set: (key, value) => storage.setItem(key, JSON.stringify(value)),
    remove: (key) => storage.removeItem(key),
  };
}

/**
 * The in-memory twin. `map` (JSON text by key) lets its owner read what was stored, e.g. the e2e harness copying a
 * session's entries into a browser's localStorage.
 */
export function memoryStore(map = new Map<string, string>()): KeyValueStore {
  return {
    get: <T>(key: string) => (map.has(key) ? (JSON.parse(map.get(key) as string) as T) : null),
    set: (key, value) => void map.set(key, JSON.stringify(value)),
    remove: (key) => void map.delete(key),
  };
}

export interface SigningKey {
  key: string;
  secret: string;
  expires_at: string;
}

export const sessionKeys = {
  token: StorageKey.accessToken,
  platformKey: StorageKey.platformKey,
  platformSecret: StorageKey.platformSecret,
  platformKeyExpiresAt: StorageKey.platformKeyExpiresAt,
} as const;
