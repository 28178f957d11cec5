import { AuditAction, ReviewStatus } from '@zhuyun/contracts';
import { currentOrigin, markAudited } from '../request-context';
import type { WriteAudit, WriteEvent } from '../resource/resource-repo';
import type { SessionContext } from '../session/session.types';
import { stateDigest } from './audit-hash';
import type { AuditRepo } from './audit.repo';

/** Who did it: a session, or a person known without one (a sign-in, refused or not). */
export type AuditActor = SessionContext | { userId: string | null; userName?: string | null; companyId: string | null };

export interface AuditEvent {
  action: AuditAction;
  /** The resource's name (car, stack_point …) or the thing acted on (session, template, unit, join_request …). */
  objectType: string;
  objectId?: string | null;
  /** The object before and after; only their SHA-256 digests are kept, never the values. */
  before?: unknown;
  after?: unknown;
  /** A short note without secrets: a refusal's reason, a review's verdict. */
  detail?: string | null;
  /** The chain to append to when it is not the actor's current company (a switch lands in the new unit). */
  companyId?: string | null;
}

const isSession = (actor: AuditActor): actor is SessionContext => 'sessionId' in actor;

/**
 * The audit trail every module appends to (issue 15, docs/decisions/021). It is also the resource layer's
 * WriteAudit: every create, update and delete through registerResource lands here. The caller's address and device
 * come from the request being served (request-context.ts).
 */
export class AuditTrail implements WriteAudit {
  constructor(private readonly repo: AuditRepo) {}

  async record(actor: AuditActor, event: AuditEvent): Promise<void> {
    const { ip, device } = currentOrigin();
    const who = isSession(actor)
      ? { userId: actor.userId, userName: actor.user.user_name, companyId: actor.companyId }
      : { userId: actor.userId, userName: actor.userName ?? null, companyId: actor.companyId };
    await this.repo.append({
      company_id: event.companyId === undefined ? who.companyId : event.companyId,
      actor_id: who.userId,
      actor_name: who.userName,
      action: event.action,
      object_type: event.objectType,
      object_id: event.objectId ?? null,
      before_digest: stateDigest(event.before),
      after_digest: stateDigest(event.after),
      ip,
      device,
      detail: event.detail ?? null,
    });
    // The call has its entry: register-route's generic entry for writes (route-audit.ts) is not needed.
    markAudited();
  }

  async onWrite(event: WriteEvent): Promise<void> {
    await this.record(
      { userId: event.userId, userName: event.userName ?? null, companyId: event.companyId },
      { action: event.action, objectType: event.resource, objectId: event.id, before: event.before, after: event.after, companyId: event.companyId },
    );
  }
}

/** The id a create answered ({ menu_id } …): the first `*_id` text in it; null when it answered none. */
export function idIn(result: unknown): string | null {
  if (!result || typeof result !== 'object') return null;
  const found = Object.entries(result).find(([k, v]) => k.endsWith('_id') && typeof v === 'string');
  return (found?.[1] as string | undefined) ?? null;
}

/** A review's outcome as an audit action: approved (3) or rejected. */
export function verdict(status: number): AuditAction {
  return status === ReviewStatus.approved ? AuditAction.approve : AuditAction.reject;
}
