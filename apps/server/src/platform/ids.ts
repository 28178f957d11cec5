import { isUuid } from '@zhuyun/contracts';
import { fail } from './errors';

/**
 * Ids are UUIDs in the database; a value that cannot be one names no record, so it answers 10002 like a missing one
 * instead of reaching PostgreSQL as a cast error.
 */
export function knownIds(...ids: (string | undefined)[]): void {
  for (const id of ids) if (id !== undefined && !isUuid(id)) throw fail.notFound();
}

/** The tenant of every organisation and account call: the session's unit, never a request field (tenant.ts). */
export { tenantOf as unitOf } from './tenant';
