import { useRef } from 'react';

/**
 * `run`, at most one at a time: a call while the last is still on its way is dropped (it answers undefined).
 *
 * A form saves from Enter in any field as well as from its button, and each validates before it saves. Enter twice,
 * or Enter then a quick press on 保存, would start two saves: the button shows its loading state only once the first
 * save has been sent and the page re-rendered, too late for the second, and Enter ignores a loading button anyway.
 */
export function useSingleFlight<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R | undefined> {
  const busy = useRef(false);
  return async (...args: A) => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await run(...args);
    } finally {
      busy.current = false;
    }
  };
}
