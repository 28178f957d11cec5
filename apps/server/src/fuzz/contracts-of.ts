import * as contracts from '@zhuyun/contracts';
import type { RouteContract } from '@zhuyun/contracts';

/** Every route contract the contracts package exports (namespaces, the routes table, each resource's calls). */
export function allContracts(): RouteContract[] {
  const found = new Set<RouteContract>();
  const seen = new Set<object>();
  const isContract = (v: Record<string, unknown>) => typeof v.method === 'string' && typeof v.path === 'string' && 'request' in v && 'response' in v;
  const walk = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || seen.has(value) || depth > 4) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (isContract(record)) return void found.add(value as RouteContract);
    const proto = Object.getPrototypeOf(value) as object | null;
    // Namespaces and plain objects only: never into zod schemas or class instances.
    if (proto !== null && proto !== Object.prototype && !Array.isArray(value)) return;
    for (const key of Object.keys(record)) walk(record[key], depth + 1);
  };
  walk(contracts, 0);
  return [...found];
}

/**
 * The contracts by the OpenAPI document's operation names ("POST /api/v1/work/car/{car_id}"): what the fuzzer checks
 * a success's data against — the contract's own zod schema, independent of the serializer that wrote it.
 */
export function contractsByOperation(): Map<string, RouteContract> {
  const byName = new Map<string, RouteContract>();
  const all = allContracts();
  for (const c of all) if (!c.restfulId) byName.set(`${c.method} ${c.path.replace(/:(\w+)/g, '{$1}')}`, c);
  // A restful call (a detail at list_path/{id}) names its path with the id; its bare path is the list's when one
  // shares it (jt_construct/get_project_list), so it takes the bare name only where nothing else has it.
  for (const c of all) {
    if (!c.restfulId) continue;
    byName.set(`${c.method} ${c.path}/{${c.restfulId}}`, c);
    const bare = `${c.method} ${c.path}`;
    if (!byName.has(bare)) byName.set(bare, c);
  }
  return byName;
}
