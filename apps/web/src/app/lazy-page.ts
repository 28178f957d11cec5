import { createElement, lazy, useState, type ComponentType } from 'react';

/** React.lazy for a module's named page component, so every route is its own chunk (spec-2 §2.4). */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/**
 * A lazy page that main.tsx can load before the first render, when the address says it comes first (issue 23).
 *
 * A React.lazy page always suspends on its first render, even when its chunk is already downloaded: the boundary
 * commits its fallback, and React then holds back revealing the page until 300 ms after that fallback was shown
 * (its FALLBACK_THROTTLE_MS, which batches reveals). On /login that was 300 ms of spinner with nothing left to wait
 * for. Once `preload()` has resolved, the page renders directly; before that (or if it failed) it is the usual lazy
 * page. Each mount chooses once, so a page never remounts when the preload lands while it is shown.
 */
export function preloadablePage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loaded: ComponentType | undefined;
  const Lazy = lazyPage(load, name);
  function Page() {
    const [Ready] = useState(() => loaded);
    return createElement(Ready ?? Lazy);
  }
  const preload = async () => {
    loaded = (await load())[name] as ComponentType;
  };
  return Object.assign(Page, { preload });
}
