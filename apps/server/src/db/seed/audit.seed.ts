import { eq } from 'drizzle-orm';
import { AuditAction } from '@zhuyun/contracts';
import type { Db } from '../client';
import { auditChainHeads } from '../schema';
import { AuditRepo, chainOf } from '../../platform/audit/audit.repo';
import { stateDigest } from '../../platform/audit/audit-hash';
import { DemoIds } from './demo-organisation';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/**
 * A few entries of the demo unit's audit trail, so /logManagement has rows on a fresh start: a refused sign-in and a sign-in from a phone,
 * a car written and a template changed. Appended through the repository, so the chain verifies; skipped once the
 * unit has a chain.
 */
export async function seedAuditDemo(db: Db): Promise<void> {
  const chain = chainOf(DemoIds.company);
  if ((await db.select().from(auditChainHeads).where(eq(auditChainHeads.chain, chain))).length > 0) return;
  const repo = new AuditRepo(db);
  const base = { company_id: DemoIds.company, before_digest: null, after_digest: null, detail: null, ip: '192.168.1.20', device: CHROME };
  const admin = { actor_id: DemoIds.demo, actor_name: '演示管理员' };
  await repo.append({ ...base, ...admin, action: AuditAction.signInFailed, object_type: 'session', object_id: DemoIds.demo, ip: '192.168.1.31', device: PHONE, detail: 'password:10101' });
  await repo.append({ ...base, ...admin, action: AuditAction.signIn, object_type: 'session', object_id: DemoIds.demo, ip: '192.168.1.31', device: PHONE, detail: 'password' });
    await repo.append({ ...base, ...admin, action: AuditAction.create, object_type: 'car', object_id: null, after_digest: stateDigest({ car_num: '浙A12345' }) });
  await repo.append({ ...base, ...admin, action: AuditAction.templateChange, object_type: 'template', object_id: null, after_digest: stateDigest(['page.carList']) });
  await repo.append({ ...base, ...admin, action: AuditAction.signOut, object_type: 'session', object_id: DemoIds.demo });
}
