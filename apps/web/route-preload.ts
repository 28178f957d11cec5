import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { prerenderedLoginTest } from './prerendered-login-path.mjs';

/**
 * The lazy chunks the first page of a path needs, by the module that starts them (src/app/routes.tsx): /login (and /,
 * which goes there) needs the login page; any other path the route table and the layout, and /homepage its page too,
 * any other page the page map (its own chunk then comes one step later).
 */
const LOGIN = ['src/features/auth/pages/login-page.tsx'];
const SHELL = ['src/app/table-routes.tsx', 'src/shell/app-layout.tsx'];
const HOME = ['src/features/home/pages/home-page.tsx'];
/** Any other page of the table is found through the page map (src/app/route-page.tsx). */
const PAGE_MAP = ['src/app/route-page.tsx'];

function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && !!c.facadeModuleId?.endsWith(module));
  if (!chunk) throw new Error(`route-preload: no chunk for ${module}`);
  return chunk;
}

/** The files a chunk needs before it runs: itself, its static imports (transitively) and their CSS. */
function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName] as OutputChunk | undefined;
  for (const css of chunk?.viteMetadata?.importedCss ?? []) seen.add(css);
  for (const child of chunk?.imports ?? []) closure(bundle, child, seen);
  return seen;
}

/**
 * index.html names what the entry imports statically (Vite's modulepreload), but the page's lazy chunks are found
 * only once the entry has run, and their imports one level at a time after that: on a slow link each level is a round
 * trip. A few lines at the top of the head ask for the current path's chunks at once, while the entry downloads. Per
 * path, so a signed-in load does not fetch the login form, nor /login the shell.
 */
export function routePreload(): Plugin {
  return {
    name: 'zhuyun:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle || !ctx.chunk || !ctx.filename.endsWith('index.html')) return;
        const already = closure(bundle, ctx.chunk.fileName);
        const files = (modules: string[]) => {
          const wanted = new Set<string>();
          for (const module of modules) closure(bundle, chunkOf(bundle, module).fileName, wanted);
          return [...wanted].filter((file) => !already.has(file));
        };
        const login = files(LOGIN);
        const isCss = (file: string) => file.endsWith('.css');
        // The prerendered /login has its stylesheets inline (scripts/prerender-login.mjs): they are asked for only on
        // the paths that render the page in the browser (/, the bind panel).
        const lists = { login: login.filter((f) => !isCss(f)), loginCss: login.filter(isCss), shell: files(SHELL), home: files(HOME), map: files(PAGE_MAP) };
        const code =
          `(function(l){var p=location.pathname.replace(/\\/+$/,'')||'/';` +
          `var f=p==='/'||p==='/login'?l.login.concat(${prerenderedLoginTest}?[]:l.loginCss):l.shell.concat(p==='/homepage'?l.home:l.map);` +
          `f.forEach(function(h){var k=document.createElement('link');` +
          `if(/\\.css$/.test(h)){k.rel='preload';k.as='style'}else{k.rel='modulepreload'}` +
          `k.crossOrigin='';k.href='/'+h;document.head.appendChild(k)})})(${JSON.stringify(lists)})`;
        // Right after the charset, before the stylesheet: an inline script after a stylesheet link waits until that
        // stylesheet has arrived (it may read styles), so these requests started one round trip late (issue 23).
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('route-preload: index.html has no <meta charset> to put the preloads after');
        return html.replace(charset, (meta) => `${meta}<script>${code}</script>`);
      },
    },
  };
}
