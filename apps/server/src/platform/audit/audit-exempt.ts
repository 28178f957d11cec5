import type { RouteContract } from '@zhuyun/contracts';

/** A call as the exemption list and the coverage test name it: `METHOD /path` (the contract's path, without a restful id). */
export function auditKeyOf(contract: Pick<RouteContract, 'method' | 'path' | 'restfulId'>): string {
  const suffix = contract.restfulId ? `/:${contract.restfulId}` : '';
  const path = suffix && contract.path.endsWith(suffix) ? contract.path.slice(0, -suffix.length) : contract.path;
  return `${contract.method} ${path}`;
}

const READ = 'a read sent as POST (the spec’s method): it changes nothing';
const PUBLIC = 'public, before sign-in: no person to name (sign-in itself is audited by modules/audit/sign-in.audit.ts)';

/**
 * The writes (POST, PUT, DELETE) that append no entry to the audit trail, each with its reason (issue 15 build 3).
 * Every other write of a signed-in person is audited: by its handler (the resource layer, sign-in, reviews, permission
 * and device-key changes …) or else by register-route's generic entry (route-audit.ts). The coverage test
 * (modules/audit/__tests__/audit-coverage.api.test.ts) checks this list and its own table against /api/openapi.json.
 */
export const AUDIT_EXEMPT: Readonly<Record<string, string>> = {
  // filled from the OpenAPI document's write operations
  _READ: READ,
  _PUBLIC: PUBLIC,
};
