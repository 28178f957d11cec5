import { openDatabase, type DatabaseTarget } from './client';
import { prepareDatabase } from './prepare';

// The child process of prepareInChild (prepare.ts): argv holds the target and whether to seed the demo tenant.
const database = await openDatabase(JSON.parse(process.argv[2] as string) as DatabaseTarget);
try {
  await prepareDatabase(database, process.argv[3] === '1');
} finally {
  await database.close();
}
