import type { MicroAppLifecycle } from '@zhuyun/ui';

export type ModuleImporter = (url: string) => Promise<unknown>;

/** The browser's own import(): a sub-app is a plain ES module (no eval, no script rewriting). */
const nativeImport: ModuleImporter = (url) => import(/* @vite-ignore */ url);

const LIFECYCLE = ['bootstrap', 'mount', 'update', 'unmount'] as const;
const loaded = new Map<string, Promise<MicroAppLifecycle>>();
let defaultImporter: ModuleImporter = nativeImport;

/** An entry relative to the page ('/micro/labor/labor.js') or absolute (a sub-app served from elsewhere). */
export function resolveEntry(entry: string, base: string = document.baseURI): string {
  return new URL(entry, base).href;
}

/** The module's lifecycle, or an error naming what is missing. */
export function asLifecycle(module: unknown, entry: string): MicroAppLifecycle {
  const m = (module ?? {}) as Record<string, unknown>;
  const missing = LIFECYCLE.filter((fn) => typeof m[fn] !== 'function');
  if (missing.length) throw new Error(`${entry} does not export ${missing.join(', ')}`);
  return m as unknown as MicroAppLifecycle;
}

/**
 * Imports a sub-app's entry once and runs its bootstrap once; every later mount reuses it. A failed load is
 * forgotten, so the next attempt (the retry button) imports again.
 */
export function loadMicroApp(entry: string, importer: ModuleImporter = defaultImporter): Promise<MicroAppLifecycle> {
  const url = resolveEntry(entry);
  let pending = loaded.get(url);
  if (!pending) {
    pending = importer(url).then(async (module) => {
      const lifecycle = asLifecycle(module, entry);
      await lifecycle.bootstrap();
      return lifecycle;
    });
    pending.catch(() => loaded.delete(url));
    loaded.set(url, pending);
  }
  return pending;
}

/** Tests start from an empty cache and import from fakes (jsdom cannot import a URL). */
export function resetMicroLoader(importer: ModuleImporter = nativeImport): void {
  loaded.clear();
  defaultImporter = importer;
}
