import type { PickedProject } from '../../../lib/current-project-store';

export type { PickedProject };

export const toPicked = (row: PickedProject): PickedProject => ({
  project_id: row.project_id,
  project_code: row.project_code,
  project_name: row.project_name,
  address: row.address,
  company_name: row.company_name,
});

/**
 * The selection after the table reports its selected keys (all pages, antd's preserveSelectedRowKeys): rows still
 * selected keep their place, newly selected rows of this page follow in the order reported. The order matters: the
 * first selected row becomes the current project (spec-1 §4).
 */
export function mergeSelection(previous: PickedProject[], keys: readonly React.Key[], pageRows: readonly PickedProject[]): PickedProject[] {
  const wanted = new Set(keys.map(String));
  const kept = previous.filter((p) => wanted.has(p.project_id));
  const have = new Set(kept.map((p) => p.project_id));
  const added = keys
    .map(String)
    .filter((id) => !have.has(id))
    .map((id) => pageRows.find((r) => r.project_id === id))
    .filter((r): r is PickedProject => Boolean(r))
    .map(toPicked);
  return [...kept, ...added];
}
