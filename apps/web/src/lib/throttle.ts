export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Runs `fn` at most once per `ms` (spec-1 §9: resize and scroll handling, 100 ms). The first call runs at once; with
 * `trailing` the last call of a burst runs when the window ends (a resize must end on the final size), without it the
 * calls inside the window are dropped (a double click on an arrow moves once).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, { trailing = true } = {}): Throttled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | null = null;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = ms - (Date.now() - last);
    if (wait <= 0) {
      run(args);
      return;
    }
    if (!trailing) return;
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      const latest = pending;
      pending = null;
      if (latest) run(latest);
    }, wait);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  return throttled;
}
