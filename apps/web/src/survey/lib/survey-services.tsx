import { createContext, useContext, type ReactNode } from 'react';
import { ApiClient, jsonStorage, memoryStore, type KeyValueStore } from '@zhuyun/client';
import { readSurveyConfig } from './runtime-config';

const PHONE_KEY = 'eval_phone';

/**
 * The questionnaire's own client and session: its token lives in sessionStorage (never the shell's localStorage), so
 * closing the tab ends it and it never mixes with a platform sign-in in the same browser.
 */
export interface SurveyServices {
  api: ApiClient;
  /** The phone the current questionnaire token belongs to. */
  phone(): string | null;
  signIn(phone: string, token: string): void;
  signOut(): void;
}

export function createSurveyServices(options: { fetch?: typeof fetch; store?: KeyValueStore; onSessionLost?: () => void } = {}): SurveyServices {
  const store = options.store ?? (typeof sessionStorage === 'undefined' ? memoryStore() : jsonStorage(sessionStorage));
  const config = readSurveyConfig();
  const api = new ApiClient({
    baseUrl: '',
    systemNo: config.systemNo,
    authCode: config.authCode,
    store,
    fetch: options.fetch,
    onSessionLost: () => {
      store.remove(PHONE_KEY);
      options.onSessionLost?.();
    },
  });
  return {
    api,
    phone: () => (api.token ? store.get<string>(PHONE_KEY) : null),
    signIn: (phone, token) => {
      api.setToken(token);
      store.set(PHONE_KEY, phone);
    },
    signOut: () => {
      api.setToken(null);
      store.remove(PHONE_KEY);
    },
  };
}

const Context = createContext<SurveyServices | null>(null);

export function SurveyServicesProvider({ services, children }: { services: SurveyServices; children: ReactNode }) {
  return <Context.Provider value={services}>{children}</Context.Provider>;
}

export function useSurvey(): SurveyServices {
  const services = useContext(Context);
  if (!services) throw new Error('useSurvey outside SurveyServicesProvider');
  return services;
}

/** The message a person may read from a refused call (the client's ApiError carries the server's msg). */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '网络异常，请稍后重试';
}
