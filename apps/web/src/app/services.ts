import { QueryClient } from '@tanstack/react-query';
import { ApiClient, isApiError, type KeyValueStore } from '@zhuyun/client';
import { appStorage } from '../lib/storage';
import { readRuntimeConfig, type RuntimeConfig } from '../lib/runtime-config';
import { endSession } from '../lib/end-session';
import { toastError } from '../lib/feedback';

export interface AppServices {
  client: ApiClient;
  queryClient: QueryClient;
}

export interface AppServicesOptions {
  fetch?: typeof fetch;
  store?: KeyValueStore;
  config?: RuntimeConfig;
  /** Tests turn retries off so a failing call shows its error at once. */
  retryQueries?: boolean;
}

/**
 * The one ApiClient and the query cache, wired to the error policy of spec-2 §8: a refused call shows the server's
 * msg as a toast (HTTP 403 included); 10201/10204 forget the session and its tabs, and the route guard goes to /login.
 */
export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const config = options.config ?? readRuntimeConfig();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // A refusal from the server (a code of the closed table) will not change on retry; a network blip may.
        retry: options.retryQueries === false ? false : (count, error) => !isApiError(error) && count < 2,
      },
      mutations: { retry: false },
    },
  });
  const client = new ApiClient({
    baseUrl: '',
    systemNo: config.systemNo,
    authCode: config.authCode,
    store: options.store ?? appStorage,
    fetch: options.fetch,
    onError: (msg) => toastError(msg),
    onSessionLost: () => endSession(queryClient),
  });
  return { client, queryClient };
}
