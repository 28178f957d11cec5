import { createCache } from '@ant-design/cssinjs';

// antd (CSS-in-JS) builds each component's stylesheet the first time the component mounts with a theme, caches it, and
// drops it from the cache when the last such component unmounts. Page tests unmount everything after every test, so
// each test built every stylesheet again (style functions, stylis, hashing, antd's token statistics): ≈ 10 % of the
// heaviest page test files' CPU. A dropped entry is kept here (with no users), so the next mount takes it as built.
// The stylesheet is a pure function of the entry's key (theme, token, component, hash), and page tests never see it
// anyway: the tags go to a holder outside the document (shared-window.ts). What antd does on removal still runs.
// Once per worker: the cache class lives in the worker's shared module graph.
type Entry = [times: number, value: unknown];
type CacheClass = { opUpdate(key: string, update: (previous: Entry | undefined) => Entry | null): void };
const kept = Symbol.for('zhuyun.testing.antdStylesKept');

export function keepAntdStyleCache(): void {
  const entity = Object.getPrototypeOf(createCache()) as CacheClass & { [kept]?: true };
  if (entity[kept]) return;
  entity[kept] = true;
  const opUpdate = entity.opUpdate;
  entity.opUpdate = function (this: CacheClass, key, update) {
    opUpdate.call(this, key, (previous) => {
      const next = update(previous);
      return next === null && previous ? [0, previous[1]] : next;
    });
  };
}
