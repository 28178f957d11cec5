/**
 * node --import tsx scripts/models/make-demo-ifc.ts — writes the demo IFC building (demo-ifc.ts) where the demo seed
 * reads it: apps/server/src/db/seed/data/models/demo-building.ifc. Deterministic: running it again writes the same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildDemoIfc } from './demo-ifc';

const folder = path.join(import.meta.dirname, '../../apps/server/src/db/seed/data/models');
fs.mkdirSync(folder, { recursive: true });
const file = path.join(folder, 'demo-building.ifc');
fs.writeFileSync(file, buildDemoIfc());
process.stdout.write(`${path.relative(process.cwd(), file)}: ${fs.statSync(file).size} bytes\n`);
