import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** A chunk's static imports, transitively: all of them have run before any code of that chunk runs. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const child of (bundle[fileName] as OutputChunk | undefined)?.imports ?? []) staticClosure(bundle, child, seen);
  return seen;
}

/**
 * Vite lists, beside every lazy import, the files to preload with it — including those the importing chunk has
 * statically imported, which are loaded by then. In the route table that was the entry and its ~19 shared chunks,
 * repeated for each of the ~120 lazy routes, all of it in the signed-in shell's first load. This drops them (the
 * runtime would skip them anyway); what the route itself needs is still preloaded at once.
 */
export function preloadDeps() {
  let bundle: OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'zhuyun:preload-deps',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        closures.clear();
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => {
    if (!bundle || context.hostType !== 'js') return deps;
    let loaded = closures.get(context.hostId);
    if (!loaded) closures.set(context.hostId, (loaded = staticClosure(bundle, context.hostId)));
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
