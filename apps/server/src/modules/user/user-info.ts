import type { SessionContext } from '../../platform/session/session.types';

/**
 * `get_user_info`'s answer, from the session alone: no database round trip (ARCHITECTURE.md rule 6). Shared with the
 * bench's ladder (bench/http/ladder-server.ts), whose rungs must answer exactly what the route does.
 */
export function userInfoOf(session: SessionContext) {
  const job = session.jobs.find((j) => j.job_id === session.jobId) ?? session.jobs[0];
  return {
    user_id: session.userId,
    user_no: session.user.user_no,
    user_name: session.user.user_name,
    real_name: session.user.user_name,
    phone: session.user.phone,
    email: session.user.email,
    comp_id: session.companyId,
    company_type: session.company?.company_type ?? null,
    job: job?.job_name ?? null,
    job_list: session.jobs,
    is_platform_admin: session.user.is_platform_admin,
  };
}
