import path from 'node:path';

/**
 * Where the server's own files are, whether it runs from its sources (tsx, `npm run dev`, the tests) or from the bundle
 * `npm start` builds into apps/server/dist (scripts/build-server.mjs). Data files the server reads at run time
 * (migrations, seed data) stay beside the sources, so a bundle looks for them there.
 */
const here = import.meta.dirname;

export const bundled = path.basename(here) === 'dist';

/** apps/server/src, in both cases (this file is in its platform folder; the bundle is apps/server/dist/main.mjs). */
export const serverSrcDir = path.resolve(here, bundled ? '../src' : '..');

/** The entry of the short-lived process that migrates and seeds the embedded database (db/prepare-child.ts). */
export const prepareChildEntry = bundled ? path.join(here, 'prepare-child.mjs') : path.join(serverSrcDir, 'db', 'prepare-child.ts');
