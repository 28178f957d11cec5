import type { ChunkingContext, CodeSplittingGroup, ModuleInfo } from 'rolldown';

/**
 * /login's first load in three chunks beside the entry's, instead of one per set of routes that share a module.
 *
 * The automatic chunking gives every module shared by a different set of lazy routes a chunk of its own: /login was
 * 24 JavaScript files, and over HTTP/1.1's six connections on a slow link each sixth file is one more 150 ms wait
 * (issue 23). The graph decides here, not a list of names that goes stale:
 * - `sign-in`: what /login and the signed-in shell both load (first load of each; nothing else loads it first);
 * - `login-lib`: the rest of /login's code outside the auth feature (antd's Input and Password, icons, contracts …);
 *   a data page that needs a piece of it loads all of it, which the page kit mostly carries anyway;
 * - `login`: the auth feature's own modules that those do not need (the page, the card, the password form, their CSS).
 * Each set is closed under static imports minus the sets before it, so no chunk imports one that imports it back.
 * The entry's own closure and the phone pages' (separate HTML entries on their own budgets) stay as they were.
 */
export interface LoginChunkRoots {
  /** index.html, the shell's HTML entry. */
  entry: string;
  /** The other HTML entries (trace, survey, check): their modules stay out of these chunks. */
  phone: string[];
  /** The login route's module. */
  login: string;
  /** What the signed-in shell's first load starts from (as in scripts/check-bundle-budget.mjs). */
  shell: string[];
  /** Modules under this folder are the auth feature's own. */
  authFeature: string;
}

type Chunk = 'sign-in' | 'login-lib' | 'login';

/** Every module the roots import statically, transitively (a barrel's every re-export: more than is bundled). */
function staticClosure(ctx: ChunkingContext, roots: string[], seen = new Set<string>()): Set<string> {
  for (const root of roots) if (!ctx.getModuleInfo(root)) throw new Error(`login-chunks: ${root} is not in the module graph`);
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function classify(ctx: ChunkingContext, roots: LoginChunkRoots): Map<string, Chunk> {
  const outside = staticClosure(ctx, [roots.entry, ...roots.phone]);
  const shell = staticClosure(ctx, roots.shell);
  // The route module itself stays the facade of its lazy chunk: the manifest, the budget check and index.html's
  // preloads find /login's files from it.
  const own = [...staticClosure(ctx, [roots.login])].filter((id) => !outside.has(id) && id !== roots.login);
  const result = new Map<string, Chunk>();
  for (const id of own) if (shell.has(id)) result.set(id, 'sign-in');
  const rest = own.filter((id) => !result.has(id));
  // The library part is everything the non-auth modules import, so that it never imports the auth part back.
  const lib = staticClosure(
    ctx,
    rest.filter((id) => !id.replace(/\\/g, '/').includes(roots.authFeature)),
  );
  for (const id of rest) result.set(id, lib.has(id) ? 'login-lib' : 'login');
  return result;
}

export function loginChunkGroup(roots: LoginChunkRoots): CodeSplittingGroup {
  // One classification per chunking pass: the pass reuses its ModuleInfo objects, so the entry's identifies it.
  const passes = new WeakMap<ModuleInfo, Map<string, Chunk>>();
  const classes = (ctx: ChunkingContext) => {
    const key = ctx.getModuleInfo(roots.entry);
    if (!key) throw new Error(`login-chunks: ${roots.entry} is not in the module graph`);
    let map = passes.get(key);
    if (!map) passes.set(key, (map = classify(ctx, roots)));
    return map;
  };
  return {
    debugName: 'login-chunks',
    name: (id, ctx) => classes(ctx).get(id) ?? null,
  };
}
