import { spawn } from 'node:child_process';
import { prepareChildEntry } from '../platform/runtime-paths';
import type { Database, DatabaseTarget } from './client';
import { seedDemo } from './seed/demo.seed';
import { seedReference } from './seed/reference.seed';
import { inSystemScope } from './scope';

/** What a start does to its database before serving: migrations, the reference data, the demo tenant when asked. */
export async function prepareDatabase(database: Database, demo: boolean): Promise<void> {
  await database.migrate();
  // Seeds write every unit's rows: the system scope `seed` (docs/decisions/024-row-level-security.md).
  await inSystemScope('seed', async () => {
    await seedReference(database.db);
    if (demo) await seedDemo(database.db);
  });
}

/**
 * The same in a short-lived child process, for the embedded database: PGlite's WebAssembly heap never shrinks, and
 * the migrations and seeds (the 3,218 regions above all) would leave the serving process ≈ 50–100 MB heavier for good
 * (issue 14 item 8). The child holds the data folder's lock until it exits; the server opens the folder after it.
 */
export async function prepareInChild(target: DatabaseTarget, demo: boolean): Promise<void> {
  // The loader flags (--import tsx) carry over; a watcher or an inspector would keep the child alive or clash.
  const execArgv = process.execArgv.filter((arg) => !/^--(watch|inspect)/.test(arg));
  // The IPC channel is only the child's lifeline: it closes when this process ends, however it ends.
  const child = spawn(process.execPath, [...execArgv, prepareChildEntry, JSON.stringify(target), demo ? '1' : '0'], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('exit', resolve));
  if (code !== 0) throw new Error(`preparing the database failed (exit ${code})`);
}
