import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from './session-store';
import { useTabsStore } from './tabs-store';
import { brandingQueryKey } from './branding/get-company-by-domain';

/**
 * Forgets the signed-in person: session keys, open tabs and every cached answer but the company's branding (which
 * belongs to the domain, not the person). The route guard then sends the browser to /login.
 */
export function endSession(queryClient: QueryClient): void {
  useSessionStore.getState().clear();
  useTabsStore.getState().clear();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== brandingQueryKey[0] });
}
