import { openDatabase, type DatabaseTarget } from './client';
import { prepareDatabase } from './prepare';

// A server stopped while its folder is being prepared takes this work with it: nothing is left running on the folder
// (a next start finds it unprepared and starts again). Unref'd, the channel does not itself keep this process alive.
process.once('disconnect', () => process.exit(1));
process.channel?.unref();

// The child process of prepareInChild (prepare.ts): argv holds the target and whether to seed the demo tenant.
const database = await openDatabase(JSON.parse(process.argv[2] as string) as DatabaseTarget);
try {
  await prepareDatabase(database, process.argv[3] === '1');
} finally {
  await database.close();
}
