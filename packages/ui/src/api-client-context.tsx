import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@zhuyun/client';

/**
 * The one ApiClient of an app, handed down through context so the shell, micro-apps and tests each supply their own
 * (tests pass one built on a fake fetch instead of mocking modules).
 */
const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it');
  return client;
}

/** The app's ApiClient when there is one (a kit test may hand its component a plain adapter instead). */
export function useOptionalApiClient(): ApiClient | null {
  return useContext(ApiClientContext);
}
