import { useCallback, useEffect, useState } from 'react';

/** spec-2 §9: the refusal alert closes itself after 3000 ms. */
export const FULL_SCREEN_ALERT_MS = 3000;

/**
 * spec-2 §4: the full-screen flag, off at first, follows the document (Esc or F11 leave it too). `onRefused` runs when
 * the browser has no full-screen API or refuses the request.
 */
export function useFullScreen(onRefused: () => void, doc: Document = document) {
  const [on, setOn] = useState(() => Boolean(doc.fullscreenElement));

  useEffect(() => {
    const sync = () => setOn(Boolean(doc.fullscreenElement));
    doc.addEventListener('fullscreenchange', sync);
    return () => doc.removeEventListener('fullscreenchange', sync);
  }, [doc]);

  const toggle = useCallback(async () => {
    try {
      if (doc.fullscreenElement) {
        await doc.exitFullscreen();
        setOn(false);
      } else {
        const root = doc.documentElement;
        if (typeof root.requestFullscreen !== 'function' || doc.fullscreenEnabled === false) throw new Error('unsupported');
        await root.requestFullscreen();
        setOn(true);
      }
    } catch {
      onRefused();
    }
  }, [doc, onRefused]);

  return { on, toggle };
}

/** A message shown for a while: `show` (re)starts the clock. */
export function useTimedAlert(ms: number = FULL_SCREEN_ALERT_MS) {
  const [visibleSince, setVisibleSince] = useState<number | null>(null);
  useEffect(() => {
    if (visibleSince === null) return;
    const timer = setTimeout(() => setVisibleSince(null), ms);
    return () => clearTimeout(timer);
  }, [visibleSince, ms]);
  const show = useCallback(() => setVisibleSince(Date.now()), []);
  return { visible: visibleSince !== null, show, close: () => setVisibleSince(null) };
}
