import type { PageWindow } from '../paging';

/**
 * What a resource's repository does, every call inside one company (`companyId` comes from the session, never from
 * input; null only for a platform-scope resource). A repository is a plain file: `tableRepo` for a single table, or
 * hand-written SQL where the list needs joins (car.repo.ts). Update and delete answer whether a row of that company
 * was there, so another company's id is simply "not found".
 */
export interface ResourceRepo<Row, Values, Query> {
  page?(companyId: string | null, query: Query, window: PageWindow): Promise<{ rows: Row[]; total: number }>;
  get?(companyId: string | null, id: string): Promise<Row | null>;
  insert?(companyId: string | null, id: string, values: Values): Promise<void>;
  update?(companyId: string | null, id: string, values: Values): Promise<boolean>;
  delete?(companyId: string | null, id: string): Promise<boolean>;
}

export type WriteAction = 'create' | 'update' | 'delete';

/** One write through the layer, as the audit trail will record it (issue 15 "tamper-evident audit log"). */
export interface WriteEvent {
  resource: string;
  action: WriteAction;
  companyId: string | null;
  userId: string;
  id: string;
}

/** Told of every write after it succeeded. A no-op today; the security issue appends to its hash chain here. */
export interface WriteAudit {
  onWrite(event: WriteEvent): Promise<void>;
}

export const noAudit: WriteAudit = { onWrite: async () => undefined };
