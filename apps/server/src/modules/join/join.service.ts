import { and, eq, ne } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { LiveEventType, Msg, ReviewStatus, type DeptNode } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { companyMembers, departments, jobUsers, jobs, joinRequests } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { SessionContext } from '../../platform/session/session.types';
import type { EventBus } from '../../platform/events/event-bus';
import { DeptType, PROJECT_DEPT_JOBS } from '../company';
import type { JoinRepo, JoinRequestFilter } from './join.repo';
import { removeAbandonedProjectDept } from './abandoned-dept';

type Window = { offset: number; limit: number };

/** Nests departments under their parents; the root org is the single top node. */
export function deptTree(rows: { dept_id: string; parent_id: string | null; dept_name: string; dept_type: number }[]): DeptNode[] {
  const byParent = new Map<string | null, typeof rows>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const build = (parent: string | null): DeptNode[] =>
    (byParent.get(parent) ?? []).map((r) => ({ dept_id: r.dept_id, dept_name: r.dept_name, dept_type: r.dept_type, children_list: build(r.dept_id) }));
  return build(null);
}

/**
 * Joining a unit by invite code (spec-1 §4 "Join flow") and reviewing the requests: a unit administrator reviews
 * all of the unit's, a 项目经理 those of the departments they manage; anyone else is refused (10403).
 */
export class JoinService {
  constructor(
    private readonly db: Db,
    private readonly repo: JoinRepo,
    private readonly events?: EventBus,
  ) {}

  async unitByInviteCode(code: string) {
    const unit = await this.repo.unitByInviteCode(code);
    if (!unit) throw fail.notFound(Msg.inviteCodeUnknown);
    return unit;
  }

  async deptTreeByInviteCode(code: string) {
    const unit = await this.unitByInviteCode(code);
    return deptTree(await this.repo.departments(unit.company_id));
  }

  /** A project department under the unit's root org, with the usual posts of a project department. */
  async createProjectDept(userId: string, code: string, deptName: string) {
    const unit = await this.unitByInviteCode(code);
    if (await this.repo.deptByName(unit.company_id, deptName)) throw fail.conflict(Msg.deptNameTaken);
    const dept_id = uuidv7();
    await this.db.transaction(async (tx) => {
      await tx.insert(departments).values({
        company_id: unit.company_id,
        dept_id,
        parent_id: unit.org_id,
        dept_type: DeptType.projectDepartment,
        dept_name: deptName,
        sort_no: await this.repo.nextDeptSort(unit.company_id, tx),
        created_by: userId,
      });
      await tx
        .insert(jobs)
        .values(PROJECT_DEPT_JOBS.map((j, i) => ({ company_id: unit.company_id, job_id: uuidv7(), dept_id, sort_no: i + 1, ...j })));
    });
    return { dept_id, dept_name: deptName };
  }

  /** Posts of the invite code's unit while joining, else of the caller's own unit. */
  async jobs(session: SessionContext, deptIds: string[], inviteCode: string | undefined, window: Window) {
    const companyId = inviteCode ? (await this.unitByInviteCode(inviteCode)).company_id : session.companyId;
    if (!companyId) throw fail.notFound();
    return this.repo.jobsOfDepts(companyId, deptIds, window);
  }

  async join(userId: string, input: { invite_code: string; dept_id: string; job_id: string }) {
    const unit = await this.unitByInviteCode(input.invite_code);
    const depts = await this.repo.departments(unit.company_id);
    if (!depts.some((d) => d.dept_id === input.dept_id)) throw fail.validation(Msg.deptNotInUnit);
    const job = await this.repo.job(unit.company_id, input.job_id);
    if (!job || job.dept_id !== input.dept_id) throw fail.validation(Msg.jobNotInDept);
    const id = uuidv7();
    await this.db.transaction(async (tx) => {
      // Claim the membership first: of two simultaneous requests only one moves it to "under review".
      const [member] = await tx
        .select({ status: companyMembers.status })
        .from(companyMembers)
        .where(and(eq(companyMembers.company_id, unit.company_id), eq(companyMembers.user_id, userId)))
        .for('update');
      if (member?.status === ReviewStatus.approved) throw fail.conflict(Msg.alreadyMember);
      if (member?.status === ReviewStatus.reviewing) throw fail.conflict(Msg.alreadyApplied);
      if (member) {
        await tx
          .update(companyMembers)
          .set({ status: ReviewStatus.reviewing })
          .where(and(eq(companyMembers.company_id, unit.company_id), eq(companyMembers.user_id, userId)));
      } else {
        await tx.insert(companyMembers).values({ company_id: unit.company_id, user_id: userId, status: ReviewStatus.reviewing });
      }
      await tx.insert(joinRequests).values({ company_id: unit.company_id, id, user_id: userId, dept_id: input.dept_id, job_id: input.job_id });
    });
    return { id, status: ReviewStatus.reviewing };
  }

  /** null: every department of the unit; a list: only those; refused when the caller reviews nothing here. */
  private async reviewScope(session: SessionContext): Promise<{ companyId: string; deptIds: string[] | null }> {
    if (!session.companyId) throw fail.forbidden();
    if (session.company?.is_admin) return { companyId: session.companyId, deptIds: null };
    const managed = await this.repo.managedDepts(session.companyId, session.userId);
    if (managed.length === 0) throw fail.forbidden();
    return { companyId: session.companyId, deptIds: managed };
  }

  async requests(session: SessionContext, filter: JoinRequestFilter, window: Window) {
    const scope = await this.reviewScope(session);
    return this.repo.requestPage(scope.companyId, { ...filter, deptIds: scope.deptIds ?? undefined }, window);
  }

  async examine(session: SessionContext, input: { id: string; status: number; remark?: string }) {
    if (!session.companyId) throw fail.notFound();
    // Another unit's request is "not found" before any question of rights is asked.
    const request = await this.repo.request(session.companyId, input.id);
    if (!request) throw fail.notFound();
    const scope = await this.reviewScope(session);
    if (scope.deptIds && !scope.deptIds.includes(request.dept_id)) throw fail.forbidden();
    const { company_id, user_id } = request;
    await this.db.transaction(async (tx) => {
      const decided = await tx
        .update(joinRequests)
        .set({ status: input.status, remark: input.remark ?? null, reviewed_by: session.userId, reviewed_at: new Date() })
        .where(and(eq(joinRequests.company_id, company_id), eq(joinRequests.id, request.id), eq(joinRequests.status, ReviewStatus.reviewing)))
        .returning({ id: joinRequests.id });
      if (decided.length === 0) throw fail.conflict(Msg.requestAlreadyReviewed);
      const member = and(eq(companyMembers.company_id, company_id), eq(companyMembers.user_id, user_id));
      if (input.status === ReviewStatus.rejected) {
        await tx.update(companyMembers).set({ status: ReviewStatus.rejected }).where(and(member, ne(companyMembers.status, ReviewStatus.approved)));
        await removeAbandonedProjectDept(tx, company_id, request.dept_id, user_id);
        return;
      }
      await tx.update(companyMembers).set({ status: ReviewStatus.approved, job_id: request.job_id }).where(member);
      await tx.insert(jobUsers).values({ company_id, job_id: request.job_id, user_id }).onConflictDoNothing();
    });
    // Personal: the applicant is not yet signed in to this unit, wherever their browser is open it learns the answer.
    await this.events?.publish({
      companyId: null,
      userId: user_id,
      type: LiveEventType.joinReviewed,
      payload: { id: request.id, company_id, status: input.status },
    });
  }
}
