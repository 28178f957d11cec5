import { AuditAction, type RouteContract } from '@zhuyun/contracts';
import { auditedInThisCall } from '../request-context';
import type { SessionContext } from '../session/session.types';
import { AUDIT_EXEMPT, auditKeyOf } from './audit-exempt';
import { idIn, type AuditTrail } from './audit-trail';

const SIGNING_PARAMS = new Set(['timeStamp', 'randomNum']);
const OBJECT_ID_MAX = 100;
const DELETE_WORDS = /(^|[_-])(del|delete|remove|batch_del|batch_delete)([_-]|$)|^del[A-Z]|^delete[A-Z]/;
const CREATE_WORDS = /(^|[_-])(add|create|new|insert|import|upload|apply|register|copy|submit)([_-]|$)|^(add|create|import|upload)[A-Z]/;

/** What a hand-written write does, told by its method and the last word of its path (the spec's verbs). */
export function actionOfRoute(contract: Pick<RouteContract, 'method' | 'path'>): AuditAction {
  const last = contract.path.split('/').filter((s) => s && !s.startsWith(':')).pop() ?? '';
  if (contract.method === 'DELETE' || DELETE_WORDS.test(last)) return AuditAction.delete;
  if (contract.method === 'POST' && CREATE_WORDS.test(last)) return AuditAction.create;
  return AuditAction.update;
}

/**
 * Whether register-route appends the generic entry after this contract's successful calls: a write (POST, PUT,
 * DELETE) made by a signed-in person, not exempt (audit-exempt.ts says why each exempt one is), and not a read the
 * registration declares (the resource layer's POST lists).
 */
export function needsRouteAudit(contract: RouteContract, reads: boolean | undefined): boolean {
  if (reads || contract.method === 'GET' || contract.auth !== 'session') return false;
  return !(auditKeyOf(contract) in AUDIT_EXEMPT);
}

/**
 * The safety net of the audit trail (issue 15 build 3): a write whose handler appended nothing itself (the resource
 * layer, sign-in, reviews, permissions, device keys … do, with their own action and object) still gets one entry —
 * the action from its method and path, the object type its contract's tag, the object the first `*_id` of its request
 * or answer, and the digest of what was asked and answered (never the values) — so no write escapes the chain.
 */
export async function auditUnrecordedWrite(audit: AuditTrail, contract: RouteContract, session: SessionContext, input: unknown, answer: unknown): Promise<void> {
  if (auditedInThisCall()) return;
  const request = input && typeof input === 'object' ? Object.fromEntries(Object.entries(input).filter(([k]) => !SIGNING_PARAMS.has(k))) : input;
  // Digested as plain JSON (a bigint as text), so no input the schema let through can make the entry fail.
  const asked = JSON.stringify({ request, answer: answer ?? null }, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  await audit.record(session, {
    action: actionOfRoute(contract),
    objectType: contract.tag,
    objectId: (idIn(request) ?? idIn(answer))?.slice(0, OBJECT_ID_MAX) ?? null,
    after: asked,
    detail: auditKeyOf(contract),
  });
}
