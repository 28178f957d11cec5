import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { DemoAccounts, DemoInviteCode, seedDemo } from './db/seed/demo.seed';
import { seedReference } from './db/seed/reference.seed';
import { buildApp } from './app';

/** config → database → buildApp → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const webDist = config.webDist ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const microAppsDir = config.microAppsDir ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  let database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  await seedReference(database.db);
  if (config.seedDemo) await seedDemo(database.db);
  const app = await buildApp({ config: { ...config, webDist, microAppsDir }, database });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
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
