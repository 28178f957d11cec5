/**
 * node --import tsx scripts/models/make-demo-glb.ts — writes the demo building's two versions (demo-glb.ts) where the
 * demo seed reads them: apps/server/src/db/seed/data/models/demo-building-v1.glb and -v2.glb. Deterministic: running
 * it again writes the same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildDemoGlb } from './demo-glb';

const folder = path.join(import.meta.dirname, '../../apps/server/src/db/seed/data/models');
fs.mkdirSync(folder, { recursive: true });
for (const version of [1, 2] as const) {
  const file = path.join(folder, `demo-building-v${version}.glb`);
  fs.writeFileSync(file, buildDemoGlb(version));
  process.stdout.write(`${path.relative(process.cwd(), file)}: ${fs.statSync(file).size} bytes\n`);
}
