import { createContext, useContext, type ReactNode } from 'react';
import { zhCN, type ResourceMessages } from './messages.zh-CN';
import { ResourceNotifyProvider, useResourceNotify, type ResourceNotify } from './resource-notify';

export type { ResourceNotify };

const MessagesContext = createContext<ResourceMessages>(zhCN);

/** Supplies the kit's language (and its toasts, when given); without it the kit speaks zh-CN and shows no toasts. */
export function ResourceKitProvider({ messages = zhCN, notify, children }: { messages?: ResourceMessages; notify?: ResourceNotify; children: ReactNode }) {
  const inner = <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
  return notify ? <ResourceNotifyProvider notify={notify}>{inner}</ResourceNotifyProvider> : inner;
}

export function useResourceKit(): { messages: ResourceMessages; notify: ResourceNotify } {
  return { messages: useContext(MessagesContext), notify: useResourceNotify() };
}
