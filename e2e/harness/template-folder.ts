import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { markPrepared, preparedFingerprint } from '../../apps/server/src/db/prepared-stamp';
import { preparedDump } from '../../apps/server/src/testing/prepared-dump';

/**
 * Makes `dir` the data folder a first `npm start` leaves (migrated, demo-seeded, stamped as prepared by this code,
 * decision 022), from the run's dumped database (apps/server/src/testing/prepared-dump.ts): the API suite of the same
 * `npm test` already made it, so this is an unpack instead of a server's initdb, migrations and seeds (≈ 22 s of CPU).
 * PGlite unpacks it into the folder and shuts down cleanly, so every suite's copy starts without recovery. What a start
 * writes besides (the demo models' files) each server writes into its own copy.
 */
export async function makeTemplateFolder(dir: string): Promise<void> {
  const bytes = fs.readFileSync(await preparedDump());
  const loadDataDir = new Blob([bytes]);
  const database = await PGlite.create(path.join(dir, 'pglite'), { loadDataDir });
  await database.close();
  // The server's own check (main.ts): a folder stamped by the same sources is not prepared again.
  markPrepared(dir, preparedFingerprint(true));
}
