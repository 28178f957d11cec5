import { openDatabase, type DatabaseTarget } from './client';
import { maintainStaleTables } from './embedded-analyze';
import { prepareDatabase } from './prepare';

// A server stopped while its folder is being prepared takes this work with it: nothing is left running on the folder
// (a next start finds it unprepared and starts again). Unref'd, the channel does not itself keep this process alive.
process.once('disconnect', () => process.exit(1));
process.channel?.unref();

// The child process of prepareInChild (prepare.ts): argv holds the target and whether to seed the demo tenant.
const database = await openDatabase(JSON.parse(process.argv[2] as string) as DatabaseTarget);
try {
  await prepareDatabase(database, process.argv[3] === '1');
  // The migration's ANALYZE saw empty tables: what the seeds (and a previous run) wrote is analyzed and vacuumed here,
  // in this short-lived heap, not in the server's first pass (embedded-analyze.ts).
  await maintainStaleTables(database.db, { uncounted: true });
} finally {
  await database.close();
}
