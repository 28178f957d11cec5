import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, acquireDataDirLock } from './db/lock';
import { prepareDatabase, prepareInChild } from './db/prepare';
import { clearPrepared, isPrepared, markPrepared, preparedFingerprint } from './db/prepared-stamp';
import { DemoAccounts, DemoInviteCode } from './db/seed/demo.seed';
import { buildApp } from './app';
import { watchEmbeddedStatistics } from './db/embedded-analyze';
import { serverSrcDir } from './platform/runtime-paths';

/** config → database → buildApp → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const webDist = config.webDist ?? path.resolve(serverSrcDir, '../../web/dist');
  const microAppsDir = config.microAppsDir ?? path.resolve(serverSrcDir, '../..');
  let database;
  // The embedded folder's lock is taken first and held until the database closes: a second server on the folder stops
  // at once with the lock's message, at any moment of this one's life (no window between preparing and opening).
  let releaseLock = () => {};
  try {
    if (config.database.kind === 'pglite') {
      releaseLock = acquireDataDirLock(config.database.dataDir);
      // The embedded database is migrated and seeded by a short-lived child: the server's own heap stays small.
      // A folder this same code already prepared (a restart, or a copy of a prepared one) has nothing to do.
      const fingerprint = preparedFingerprint(config.seedDemo);
      if (!isPrepared(config.database.dataDir, fingerprint)) {
        clearPrepared(config.database.dataDir);
        await prepareInChild({ ...config.database, lockHeld: true }, config.seedDemo);
        markPrepared(config.database.dataDir, fingerprint);
      }
      database = await openDatabase({ ...config.database, lockHeld: true });
    } else {
      database = await openDatabase(config.database);
    }
  } catch (error) {
    releaseLock();
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.database.kind === 'postgres') await prepareDatabase(database, config.seedDemo);
  const app = await buildApp({ config: { ...config, webDist, microAppsDir }, database });
  // PGlite runs no autovacuum: the server keeps its statistics itself, from now (docs/architecture.md).
  if (config.database.kind === 'pglite') watchEmbeddedStatistics(app, database.db);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (config.database.kind === 'pglite') printWelcome(config.port, config.database.dataDir, config.seedDemo);
}

function printWelcome(port: number, dataDir: string, seeded: boolean): void {
  const lines = [
    '',
    `  Zhuyun is running: http://localhost:${port}`,
    `  Embedded database (PGlite) in ${dataDir}`,
    `  API docs: http://localhost:${port}/api/docs`,
  ];
  if (seeded) {
    lines.push('', '  Demo accounts:');
    for (const a of DemoAccounts) lines.push(`    ${a.user_no.padEnd(7)} ${a.password.padEnd(15)} ${a.phone}  ${a.role}`);
    lines.push(`  Invite code of 演示建设集团: ${DemoInviteCode}`);
    lines.push(`  Evaluation questionnaire (phone): http://localhost:${port}/QuestionnaireSurveyMobile  phone 13900000001, service password 1234`);
    lines.push('  SMS codes are not sent: they are logged, and read by the signed call GET /api/dev/sms-outbox?phone=…', '');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
