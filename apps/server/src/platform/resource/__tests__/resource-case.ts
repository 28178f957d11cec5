import type { ApiClient } from '../../../testing/binary-client';
import type { AnyResource } from '@zhuyun/contracts';

/**
 * One row per declared resource: a valid create input (`n` makes unique fields unique), a valid change, and what a
 * listed row shows after that change. Adding a resource to `resources` (packages/contracts) adds one row here.
 */
export interface ResourceCase {
  resource: AnyResource;
  sample: (n: number) => Record<string, unknown>;
  change: (n: number) => Record<string, unknown>;
  changed: Record<string, unknown>;
  /** Makes one row and answers its id, for a resource whose rows come from a call beside it (busi_cate's batch_create). */
  make?: (api: ApiClient, n: number) => Promise<string>;
}
