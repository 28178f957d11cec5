import { Msg } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import type { SessionContext } from '../../platform/session/session.types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids are UUIDs in the database; a value that cannot be one names no record, so it answers 10002 like a missing one
 * instead of reaching PostgreSQL as a cast error.
 */
export function knownIds(...ids: (string | undefined)[]): void {
  for (const id of ids) if (id !== undefined && !UUID.test(id)) throw fail.notFound();
}

/** The tenant of every organisation and account call: the session's unit, never a request field. */
export function unitOf(session: SessionContext): string {
  if (!session.companyId) throw fail.forbidden(Msg.joinUnitFirst);
  return session.companyId;
}
