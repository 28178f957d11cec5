import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text the browser parses. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/i;
/** Under this the headers and the decoder cost more than the bytes saved (the server's threshold too). */
const MIN_BYTES = 1024;
/**
 * Brotli's top level on the few large lazy chunks (the IFC loader, web-ifc's wasm, the model viewer, the charts: 9
 * files over 200 kB) cost 18.6 s of CPU a build, 10 of them; one level less costs 7.8 s for 2.4 % more bytes
 * (1,560 → 1,598 kB), on files no first paint loads. Every other file keeps the top level.
 */
const LARGE_BYTES = 200_000;
const qualityFor = (bytes: number) => (bytes > LARGE_BYTES ? 10 : zlib.constants.BROTLI_MAX_QUALITY);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(full);
    return [full];
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build, at the highest levels but for large files
 * (done once, at build time), so the server sends them as they are (@fastify/static preCompressed) instead of
 * compressing on each request.
 * A variant that does not come out smaller is not written.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'zhuyun:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      if (!fs.existsSync(outDir)) return;
      const files = filesUnder(outDir).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const raw = await fs.promises.readFile(file);
          if (raw.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: qualityFor(raw.length),
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < raw.length) await fs.promises.writeFile(`${file}.br`, br);
          if (gz.length < raw.length) await fs.promises.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
