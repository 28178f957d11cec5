import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts through antd's message, themed by the tenant. No page needs a toast before someone acts, so the message code
 * loads on the first toast instead of with /login; toasts asked for meanwhile wait in a queue.
 */
type ToastKind = 'success' | 'error' | 'warning' | 'info';
export type Toast = Record<ToastKind, (text: string) => void>;

const MessageHost = lazy(() => import('./message-host'));

let host: MessageInstance | null = null;
let requestHost: (() => void) | null = null;
const waiting: [ToastKind, string][] = [];

function show(kind: ToastKind, text: string): void {
  if (host) {
    void host[kind](text);
    return;
  }
  waiting.push([kind, text]);
  if (requestHost) requestHost();
  else if (kind === 'error') console.error(text);
}

function bindHost(api: MessageInstance | null): void {
  host = api;
  if (!api) return;
  for (const [kind, text] of waiting.splice(0)) void api[kind](text);
}

export const toast: Toast = {
  success: (text) => show('success', text),
  error: (text) => show('error', text),
  warning: (text) => show('warning', text),
  info: (text) => show('info', text),
};

/** Renders the message holder (with the tenant's theme: message-host.tsx) once a toast is wanted. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(waiting.length > 0);
  useEffect(() => {
    requestHost = () => setWanted(true);
    if (waiting.length > 0) setWanted(true);
    return () => {
      requestHost = null;
    };
  }, []);
  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <MessageHost onReady={bindHost} />
        </Suspense>
      )}
      {children}
    </>
  );
}

/** Tests start each case with no toast left waiting from the one before. */
export function discardWaitingToasts(): void {
  waiting.length = 0;
}

/** For code outside React (the ApiClient's onError). */
export function toastError(text: string): void {
  toast.error(text);
}
