import { and, asc, desc, eq, gt, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AuditEntry } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { inSystemScope, inTenantScope } from '../../db/scope';
import { auditChainHeads, auditLog } from '../../db/schema';
import type { PageWindow } from '../paging';
import { GENESIS_HASH, entryHash, type ChainedFields } from './audit-hash';

/** An entry as its caller describes it; the repository adds chain, seq, time and hashes. */
export type AuditDraft = Omit<ChainedFields, 'entry_id' | 'chain' | 'seq' | 'at' | 'prev_hash'>;

export interface AuditFilter {
  from?: Date;
  to?: Date;
  actor?: string;
  actions?: string[];
  object?: string;
  /** Entries of these object types only (the page-module log's). */
  objectTypes?: string[];
}

export interface ChainCheck {
  ok: boolean;
  checked: number;
  broken: { seq: number; entry_id: string | null; reason: 'altered' | 'link' | 'missing' | 'truncated' } | null;
}

/** A company's chain is its id; events outside any unit (a refused sign-in by no known person) go to 'platform'. */
export const chainOf = (companyId: string | null): string => companyId ?? 'platform';

/**
 * A chain is read and written in its own scope (decision 024): a unit's in that unit's, the platform's (entries of no
 * unit) in the system scope `audit-platform`.
 */
const inChainScope = <T>(companyId: string | null, run: () => Promise<T>): Promise<T> =>
  companyId ? inTenantScope(companyId, run) : inSystemScope('audit-platform', run);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BATCH = 1_000;

export class AuditRepo {
  constructor(private readonly db: Db) {}

  /**
   * Appends one entry to its company's chain. The chain head row is locked FOR UPDATE inside the transaction, so
   * concurrent appends to one chain take turns (on PostgreSQL across nodes too) while other companies' chains run
   * in parallel; the first append creates the head (ON CONFLICT DO NOTHING makes that race harmless).
   */
  async append(draft: AuditDraft): Promise<void> {
    const chain = chainOf(draft.company_id);
    // Written in the scope of the chain it lands in, whoever calls: a sign-in runs in no scope, a switch of unit in
    // `unit-switch`, and the entry belongs to the unit it names, or to the platform's chain.
    await inChainScope(draft.company_id, () => this.db.transaction(async (tx) => {
      await tx.insert(auditChainHeads).values({ chain, seq: 0, hash: GENESIS_HASH }).onConflictDoNothing();
      const [head] = await tx.select().from(auditChainHeads).where(eq(auditChainHeads.chain, chain)).for('update');
      const fields: ChainedFields = { ...draft, entry_id: uuidv7(), chain, seq: Number(head!.seq) + 1, at: new Date(), prev_hash: head!.hash };
      const hash = entryHash(fields);
      await tx.insert(auditLog).values({ ...fields, hash });
      await tx.update(auditChainHeads).set({ seq: fields.seq, hash }).where(eq(auditChainHeads.chain, chain));
    }));
  }

  async page(companyId: string | null, filter: AuditFilter, window: PageWindow): Promise<{ rows: AuditEntry[]; total: number }> {
    const where = and(eq(auditLog.chain, chainOf(companyId)), ...this.conditions(filter));
    const [rows, [count]] = await inChainScope(companyId, () =>
      Promise.all([
        this.db.select().from(auditLog).where(where).orderBy(desc(auditLog.seq)).limit(window.limit).offset(window.offset),
        this.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
      ]),
    );
    return {
      rows: rows.map((r) => ({
        entry_id: r.entry_id,
        seq: Number(r.seq),
        at: r.at.toISOString(),
        actor_id: r.actor_id,
        actor_name: r.actor_name,
        action: r.action,
        object_type: r.object_type,
        object_id: r.object_id,
        before_digest: r.before_digest,
        after_digest: r.after_digest,
        ip: r.ip,
        device: r.device,
        detail: r.detail,
        hash: r.hash,
      })),
      total: count?.n ?? 0,
    };
  }

  private conditions(f: AuditFilter): SQL[] {
    const out: SQL[] = [];
    if (f.from) out.push(gte(auditLog.at, f.from));
    if (f.to) out.push(lte(auditLog.at, f.to));
    if (f.actions?.length) out.push(inArray(auditLog.action, f.actions));
    if (f.actor) {
      const byName = ilike(auditLog.actor_name, `%${escapeLike(f.actor)}%`);
      out.push(UUID.test(f.actor) ? (or(eq(auditLog.actor_id, f.actor), byName) as SQL) : byName);
    }
    if (f.object) out.push(or(eq(auditLog.object_type, f.object), eq(auditLog.object_id, f.object)) as SQL);
    if (f.objectTypes?.length) out.push(inArray(auditLog.object_type, f.objectTypes));
    return out;
  }

  /**
   * Walks a chain from its first entry, recomputing every hash: answers the first entry whose fields no longer give
   * its hash (altered), whose prev_hash is not its predecessor's hash (link), that follows a gap in seq (missing),
   * or, past the last row, a head that names a later entry than the table holds (truncated).
   */
  async verify(companyId: string | null): Promise<ChainCheck> {
    // In the chain's own scope, as appends are: the platform chain (null) too, which no unit's scope shows.
    return inChainScope(companyId, () => this.walk(chainOf(companyId)));
  }

  private async walk(chain: string): Promise<ChainCheck> {
    let expectedSeq = 1;
    let prevHash = GENESIS_HASH;
    let checked = 0;
    for (;;) {
      const rows = await this.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.chain, chain), gt(auditLog.seq, expectedSeq - 1)))
        .orderBy(asc(auditLog.seq))
        .limit(BATCH);
      for (const row of rows) {
        const seq = Number(row.seq);
        const broken = (reason: 'altered' | 'link' | 'missing'): ChainCheck => ({ ok: false, checked, broken: { seq, entry_id: row.entry_id, reason } });
        if (seq !== expectedSeq) return broken('missing');
        if (row.prev_hash !== prevHash) return broken('link');
        const { hash, ...fields } = row;
        if (entryHash({ ...fields, seq }) !== hash) return broken('altered');
        checked += 1;
        expectedSeq += 1;
        prevHash = hash;
      }
      if (rows.length < BATCH) break;
    }
    const [head] = await this.db.select().from(auditChainHeads).where(eq(auditChainHeads.chain, chain));
    if (head && (Number(head.seq) !== expectedSeq - 1 || head.hash !== prevHash)) {
      return { ok: false, checked, broken: { seq: expectedSeq, entry_id: null, reason: 'truncated' } };
    }
    return { ok: true, checked, broken: null };
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
