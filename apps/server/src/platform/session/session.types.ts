/** Everything a call may know about its caller, resolved once per request from the access_token. */
export interface SessionContext {
  sessionId: string;
  tokenHash: string;
  userId: string;
  /** The tenant of every tenant-scoped query; never taken from request input (ARCHITECTURE.md rule 7). */
  companyId: string | null;
  orgId: string | null;
  jobId: string | null;
  platform: string;
  createdAt: number;
  expiresAt: number;
  user: {
    user_no: string | null;
    user_name: string;
    phone: string;
    email: string | null;
    pwd_strong: boolean;
    is_platform_admin: boolean;
  };
  company: { company_type: number | null; is_admin: boolean } | null;
  jobs: { job_id: string; job_name: string }[];
  /** The unit's own idle limit (its settings), never above the platform's; absent or null: the platform's. */
  idleMs?: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session?: SessionContext;
  }
}
