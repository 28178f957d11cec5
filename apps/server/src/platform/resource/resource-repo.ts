import type { SQL } from 'drizzle-orm';
import type { PageWindow } from '../paging';
import type { RawJsonList } from '../http/raw-json';

/**
 * What a resource's repository does, every call inside one company (`companyId` comes from the session, never from
 * input; null only for a platform-scope resource). A repository is a plain file: `tableRepo` for a single table, or
 * hand-written SQL where the list needs joins (car.repo.ts). Update and delete answer whether a row of that company
 * was there, so another company's id is simply "not found".
 *
 * `rowScope` (page and get) is the data scope's condition on the repository's own table (register-resource.ts,
 * option dataScope): a repository that declares `appliesRowScope` ANDs it into its WHERE; absent, all rows.
 */
export interface ResourceRepo<Row, Values, Query, List extends Row[] | RawJsonList<Row> = Row[]> {
  /** Rows as objects, or (List) written as JSON already (raw-json.ts) where the SQL builds each row as the contract's object. */
  page?(companyId: string | null, query: Query, window: PageWindow, rowScope?: SQL): Promise<{ rows: List; total: number }>;
  get?(companyId: string | null, id: string, rowScope?: SQL): Promise<Row | null>;
  insert?(companyId: string | null, id: string, values: Values): Promise<void>;
  update?(companyId: string | null, id: string, values: Values): Promise<boolean>;
  delete?(companyId: string | null, id: string): Promise<boolean>;
  /** The stored row as the audit trail digests it before and after a write; `get` serves when this is absent. */
  state?(companyId: string | null, id: string): Promise<unknown>;
  /** True when page and get honour `rowScope`; a resource registered with a data scope requires it. */
  readonly appliesRowScope?: boolean;
}

export type WriteAction = 'create' | 'update' | 'delete';

/** One write through the layer, as the audit trail will record it (issue 15 "tamper-evident audit log"). */
export interface WriteEvent {
  resource: string;
  action: WriteAction;
  companyId: string | null;
  userId: string;
  userName?: string | null;
  id: string;
  /** The row before and after the write, where the repository can read it (only digests are kept). */
  before?: unknown;
  after?: unknown;
}

/** Told of every write after it succeeded: the platform's AuditTrail appends it to the company's hash chain. */
export interface WriteAudit {
  onWrite(event: WriteEvent): Promise<void>;
}

export const noAudit: WriteAudit = { onWrite: async () => undefined };
