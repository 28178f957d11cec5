import { useContext } from 'react';
import { zhCN, type ResourceMessages } from './messages.zh-CN';
import { ResourceKitContext, type ResourceNotify } from './resource-kit-context';

/** The kit's labels (zh-CN unless a provider gave another table) and where it reports success and failure. */
export function useResourceKit(): { messages: ResourceMessages; notify: ResourceNotify } {
  const { messages, notify } = useContext(ResourceKitContext);
  return { messages: messages ?? zhCN, notify };
}
