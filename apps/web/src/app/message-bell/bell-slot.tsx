import { Suspense, lazy, useEffect, useState } from 'react';

// The bell (its query, drop-down and antd parts) is a chunk of its own, fetched once the shell has painted: it costs
// the signed-in first load nothing (issue 16 item 4; apps/web/scripts/check-bundle-budget.mjs).
const MessageBell = lazy(() => import('./message-bell').then((m) => ({ default: m.MessageBell })));

/** When the browser is idle after the first paint, or after 1 s where it has no idle callback. */
function useAfterPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const go = () => setReady(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(go, { timeout: 3_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(go, 1_000);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/** The top bar's place for the message bell: empty until the page has painted, then the bell. */
export function MessageBellSlot() {
  const ready = useAfterPaint();
  return <div className="message-bell-slot">{ready && <Suspense fallback={null}>{<MessageBell />}</Suspense>}</div>;
}
