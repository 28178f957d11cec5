import { createContext, type ReactNode } from 'react';
import type { ResourceMessages } from './messages.zh-CN';

/** Where the kit says "saved" and "deleted": the web shell's toasts, a micro-app's own message holder. */
export interface ResourceNotify {
  success: (text: string) => void;
  error: (text: string) => void;
}

export interface ResourceKitSettings {
  /** Omitted: zh-CN (use-resource-kit.ts). Kept out of this file so the app's root, where the provider sits, does not carry the table. */
  messages?: ResourceMessages;
  notify: ResourceNotify;
}

const silent: ResourceNotify = { success: () => undefined, error: () => undefined };
export const ResourceKitContext = createContext<ResourceKitSettings>({ notify: silent });

/** Supplies the kit's language and its toasts; without it the kit speaks zh-CN and shows no toasts. */
export function ResourceKitProvider({ messages, notify = silent, children }: { messages?: ResourceMessages; notify?: ResourceNotify; children: ReactNode }) {
  return <ResourceKitContext.Provider value={{ messages, notify }}>{children}</ResourceKitContext.Provider>;
}
