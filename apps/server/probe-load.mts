import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
const buf = fs.readFileSync('/tmp/apispeed/migrated.tar');
const blob = new Blob([buf]);
const fast = { type: '', arrayBuffer: async () => buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) } as unknown as Blob;
const base = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
const variants: [string, () => Promise<PGlite>][] = [
  ['default', () => PGlite.create({ loadDataDir: blob })],
  ['fastblob', () => PGlite.create({ loadDataDir: fast })],
  ['sb16', () => PGlite.create({ loadDataDir: blob, startParams: [...base, '-c', 'shared_buffers=16MB'] })],
  ['fastblob+sb16', () => PGlite.create({ loadDataDir: fast, startParams: [...base, '-c', 'shared_buffers=16MB'] })],
];
const times = new Map<string, number[]>();
for (let r = 0; r < 5; r++) for (const [name, make] of variants) { const c0 = process.cpuUsage(); const p = await make(); await p.query('select count(*) from users'); const c1 = process.cpuUsage(c0); const ms = (c1.user + c1.system) / 1000; await p.close(); if (r > 0) times.set(name, [...(times.get(name) ?? []), Math.round(ms)]); }
console.log(times);
