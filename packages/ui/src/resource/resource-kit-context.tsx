import { createContext, useContext, type ReactNode } from 'react';
import { zhCN, type ResourceMessages } from './messages.zh-CN';

/** Where the kit says "saved" and "deleted": the web shell's toasts, a micro-app's own message holder. */
export interface ResourceNotify {
  success: (text: string) => void;
  error: (text: string) => void;
}

interface ResourceKit {
  messages: ResourceMessages;
  notify: ResourceNotify;
}

const silent: ResourceNotify = { success: () => undefined, error: () => undefined };
const ResourceKitContext = createContext<ResourceKit>({ messages: zhCN, notify: silent });

/** Supplies the kit's language and its toasts; without it the kit speaks zh-CN and shows no toasts. */
export function ResourceKitProvider({ messages = zhCN, notify = silent, children }: { messages?: ResourceMessages; notify?: ResourceNotify; children: ReactNode }) {
  return <ResourceKitContext.Provider value={{ messages, notify }}>{children}</ResourceKitContext.Provider>;
}

export const useResourceKit = (): ResourceKit => useContext(ResourceKitContext);
