import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { openDatabase, type DatabaseTarget, type Db } from '../../apps/server/src/db/client';
import { companyMembers, users } from '../../apps/server/src/db/schema';
import { DemoIds, seedDemo } from '../../apps/server/src/db/seed/demo.seed';
import { hashPassword } from '../../apps/server/src/platform/passwords';
import { seedCars } from './seed-cars';
import { inSystemScope } from '../../apps/server/src/db/scope';

/** Bench-only accounts share one password, hashed once with the server's own argon2id settings. */
export const BenchPassword = 'Bench@2026zy!';
export const benchUserNo = (i: number) => `bench${String(i).padStart(5, '0')}`;

/**
 * Adds `count` approved members to a company in large batches through the server's schema: one users row and one
 * company_members row each, joined a second apart so the list's order (newest first) is stable.
 */
export async function seedMembers(db: Db, companyId: string, count: number, batchSize = 1_000): Promise<void> {
  const passwordHash = await hashPassword(BenchPassword);
  const start = Date.now() - count * 1_000;
  await db.transaction(async (tx) => {
    for (let from = 0; from < count; from += batchSize) {
      const batch = Array.from({ length: Math.min(batchSize, count - from) }, (_, k) => {
        const i = from + k + 1;
        return { i, userId: uuidv7(), at: new Date(start + i * 1_000) };
      });
      await tx.insert(users).values(
        batch.map(({ i, userId, at }) => ({
          user_id: userId,
          user_no: benchUserNo(i),
          user_name: `压测用户${i}`,
          phone: `139${String(i).padStart(8, '0')}`,
          password_hash: passwordHash,
          pwd_strong: true,
          default_company_id: companyId,
          created_at: at,
          updated_at: at,
        })),
      );
      await tx
        .insert(companyMembers)
        .values(batch.map(({ userId, at }) => ({ company_id: companyId, user_id: userId, status: 3, is_admin: false, created_at: at })));
    }
  });
}

/**
 * Migrates a fresh database, seeds the demo accounts, `members` bench members and as many cars of the demo company
 * (the list of (b) and (c)), then closes.
 * `analyzePglite` gathers planner statistics on PGlite too, which nothing else ever does there (docs/performance.md).
 */
export async function prepareDatabase(target: DatabaseTarget, members: number, analyzePglite = false): Promise<void> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    // Every unit's rows, as a start's seed does: the system scope `seed` (docs/decisions/024-row-level-security.md).
    await inSystemScope('seed', async () => {
      await seedDemo(database.db);
      await seedMembers(database.db, DemoIds.company, members);
      await seedCars(database.db, DemoIds.company, members);
    });
    // PostgreSQL's autovacuum would vacuum and analyze the new rows within a minute or so, possibly mid-run: do it
    // now so every round sees the same plans. PGlite has no autovacuum; it stays as an embedded deployment would be.
    // As the owner: the server's role owns no table to vacuum.
    if (database.kind === 'postgres') await database.ownerDb.execute(sql`vacuum analyze`);
    else if (analyzePglite) await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

// Run as its own process by databases.ts, so the load generator's process never holds a database (PGlite keeps
// hundreds of MB after closing): node --import tsx bench/http/seed-members.ts '<DatabaseTarget as JSON>' <members> [analyze]
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prepareDatabase(JSON.parse(process.argv[2] as string) as DatabaseTarget, Number(process.argv[3]), process.argv[4] === 'analyze');
}
