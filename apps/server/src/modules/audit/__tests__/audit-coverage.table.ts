/** The write is audited by register-route's generic entry (platform/audit/route-audit.ts). */
export const GENERIC = 'platform/http/register-route.ts (generic entry)';
export const AUDITED_BY: Readonly<Record<string, string>> = {};
