import type { MicroManifest } from '@zhuyun/ui';

/** The prefixes the shell mounts sub-apps at (spec-1 §2 "Shell"); /eva is served by the shell itself for now. */
export const MICRO_PREFIXES = ['/storeMicro', '/intecons', '/balance', '/score', '/hammer', '/ass', '/labor'] as const;

export const MANIFEST_URL = '/micro/manifest.json';

/**
 * Keeps the entries that can be mounted: a string entry and a basePath that is one of the shell's prefixes (any
 * other path never reaches the host, so listing it would only mislead). Anything else in the file is ignored.
 */
export function parseManifest(raw: unknown): MicroManifest {
  const manifest: MicroManifest = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return manifest;
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const { entry, basePath } = (value ?? {}) as { entry?: unknown; basePath?: unknown };
    if (typeof entry !== 'string' || !entry.trim() || typeof basePath !== 'string') continue;
    if (!(MICRO_PREFIXES as readonly string[]).includes(basePath)) continue;
    manifest[name] = { entry: entry.trim(), basePath };
  }
  return manifest;
}

/** The path without its query or hash. */
const pathOnly = (path: string) => path.split(/[?#]/)[0] ?? '';

/** The sub-app whose prefix a path is under (the prefix itself or below it), or null. */
export function microAppOf(manifest: MicroManifest, path: string): string | null {
  const p = pathOnly(path);
  for (const [name, { basePath }] of Object.entries(manifest)) {
    if (p === basePath || p.startsWith(`${basePath}/`)) return name;
  }
  return null;
}

/**
 * The sub-apps to keep mounted: those with an open tab (keep-alive follows the tab store), and the one shown now
 * even before its tab is recorded. In manifest order, so their containers never move in the DOM.
 */
export function microAppsToKeep(manifest: MicroManifest, tabPaths: readonly string[], currentPath: string): string[] {
  const wanted = new Set(tabPaths.map((path) => microAppOf(manifest, path)));
  wanted.add(microAppOf(manifest, currentPath));
  return Object.keys(manifest).filter((name) => wanted.has(name));
}

/** Whether a path is under one of the prefixes (before the manifest is known: is it needed at all?). */
export function isMicroPath(path: string): boolean {
  const p = pathOnly(path);
  return MICRO_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

/** Reads the runtime manifest, so a sub-app redeploys (or moves) without rebuilding the shell. */
export async function fetchManifest(fetchImpl: typeof fetch = fetch): Promise<MicroManifest> {
  const response = await fetchImpl(MANIFEST_URL, { headers: { accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`);
  return parseManifest(await response.json());
}
