import { createContext, useContext, type ReactNode } from 'react';

/** Where the kit says "saved" and "deleted": the web shell's toasts, a micro-app's own message holder. */
export interface ResourceNotify {
  success: (text: string) => void;
  error: (text: string) => void;
}

const silent: ResourceNotify = { success: () => undefined, error: () => undefined };
const NotifyContext = createContext<ResourceNotify>(silent);

/**
 * Only the toasts, for an app root: it carries no message table, so the first load of /login (which mounts the same
 * providers) stays within its budget.
 */
export function ResourceNotifyProvider({ notify, children }: { notify: ResourceNotify; children: ReactNode }) {
  return <NotifyContext.Provider value={notify}>{children}</NotifyContext.Provider>;
}

export const useResourceNotify = (): ResourceNotify => useContext(NotifyContext);
