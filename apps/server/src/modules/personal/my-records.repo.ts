import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { ApplyKind, RecordKind } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import {
  authJobTemplates,
  authTemplates,
  businessSystems,
  companies,
  companyApplications,
  departments,
  jobUsers,
  jobs,
  joinRequests,
  permissionObjects,
  personnelSubmissions as ps,
  systemAuthorisations,
} from '../../db/schema';

/** No one has more than this many of one kind; the lists merge them in memory. */
const CAP = 10_000;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What I submitted for review: my personnel information in every unit, and my company applications. */
export async function myAuditRecords(db: Db, userId: string) {
  const personnel = await db
    .select({ s: ps, company_name: companies.company_name })
    .from(ps)
    .innerJoin(companies, eq(companies.company_id, ps.company_id))
    .where(eq(ps.user_id, userId))
    .orderBy(desc(ps.created_at))
    .limit(CAP);
  const applications = await db
    .select()
    .from(companyApplications)
    .where(eq(companyApplications.user_id, userId))
    .orderBy(desc(companyApplications.created_at))
    .limit(CAP);
  return [
    ...personnel.map(({ s, company_name }) => ({
      kind: RecordKind.personnel,
      id: s.submission_id,
      title: `${s.real_name} · ${s.cert_name}`,
      reviewer: company_name,
      status: s.status,
      remark: s.review_remark,
      submitted_at: s.created_at.toISOString(),
      reviewed_at: iso(s.reviewed_at),
    })),
    ...applications.map((a) => ({
      kind: RecordKind.company,
      id: a.id,
      title: a.company_name,
      reviewer: '平台',
      status: a.status,
      remark: a.remark,
      submitted_at: a.created_at.toISOString(),
      reviewed_at: iso(a.reviewed_at),
    })),
  ].sort((a, b) => b.submitted_at.localeCompare(a.submitted_at));
}

/** My applications: to join units, to create one, and business-system authorisations I asked for. */
export async function myApplies(db: Db, userId: string) {
  const joins = await db
    .select({ r: joinRequests, company_name: companies.company_name, dept_name: departments.dept_name, job_name: jobs.job_name })
    .from(joinRequests)
    .innerJoin(companies, eq(companies.company_id, joinRequests.company_id))
    .leftJoin(departments, eq(departments.dept_id, joinRequests.dept_id))
    .leftJoin(jobs, eq(jobs.job_id, joinRequests.job_id))
    .where(eq(joinRequests.user_id, userId))
    .orderBy(desc(joinRequests.created_at))
    .limit(CAP);
  const applications = await db
    .select()
    .from(companyApplications)
    .where(eq(companyApplications.user_id, userId))
    .orderBy(desc(companyApplications.created_at))
    .limit(CAP);
  const systems = await db
    .select({ a: systemAuthorisations, system_name: businessSystems.system_name, company_name: companies.company_name })
    .from(systemAuthorisations)
    .innerJoin(businessSystems, eq(businessSystems.sid, systemAuthorisations.sid))
    .innerJoin(companies, eq(companies.company_id, systemAuthorisations.company_id))
    .where(eq(systemAuthorisations.applied_by, userId))
    .orderBy(desc(systemAuthorisations.applied_at))
    .limit(CAP);
  return [
    ...joins.map(({ r, company_name, dept_name, job_name }) => ({
      kind: ApplyKind.unit,
      id: r.id,
      target: company_name,
      detail: [dept_name, job_name].filter(Boolean).join(' / ') || null,
      status: r.status,
      remark: r.remark,
      applied_at: r.created_at.toISOString(),
      reviewed_at: iso(r.reviewed_at),
    })),
    ...applications.map((a) => ({
      kind: ApplyKind.company,
      id: a.id,
      target: a.company_name,
      detail: a.job_name ? `申请人岗位：${a.job_name}` : null,
      status: a.status,
      remark: a.remark,
      applied_at: a.created_at.toISOString(),
      reviewed_at: iso(a.reviewed_at),
    })),
    ...systems.map(({ a, system_name, company_name }) => ({
      kind: ApplyKind.system,
      id: `${a.company_id}:${a.sid}`,
      target: system_name,
      detail: company_name,
      status: a.status,
      remark: a.remark,
      applied_at: a.applied_at.toISOString(),
      reviewed_at: iso(a.reviewed_at),
    })),
  ].sort((a, b) => b.applied_at.localeCompare(a.applied_at));
}

/** My jobs in a unit with the templates each holds. */
export async function myJobs(db: Db, companyId: string, userId: string) {
  const held = await db
    .select({ job_id: jobs.job_id, job_name: jobs.job_name, dept_name: departments.dept_name })
    .from(jobUsers)
    .innerJoin(jobs, and(eq(jobs.company_id, jobUsers.company_id), eq(jobs.job_id, jobUsers.job_id)))
    .innerJoin(departments, and(eq(departments.company_id, jobs.company_id), eq(departments.dept_id, jobs.dept_id)))
    .where(and(eq(jobUsers.company_id, companyId), eq(jobUsers.user_id, userId)))
    .orderBy(asc(departments.sort_no), asc(jobs.sort_no));
  const ids = held.map((h) => h.job_id);
  const templates = ids.length
    ? await db
        .select({ job_id: authJobTemplates.job_id, auth_template_id: authTemplates.auth_template_id, auth_template_name: authTemplates.auth_template_name })
        .from(authJobTemplates)
        .innerJoin(
          authTemplates,
          and(eq(authTemplates.company_id, authJobTemplates.company_id), eq(authTemplates.auth_template_id, authJobTemplates.auth_template_id)),
        )
        .where(and(eq(authJobTemplates.company_id, companyId), inArray(authJobTemplates.job_id, ids)))
        .orderBy(asc(authTemplates.auth_template_name))
    : [];
  return held.map((h) => ({
    ...h,
    templates: templates.filter((t) => t.job_id === h.job_id).map(({ auth_template_id, auth_template_name }) => ({ auth_template_id, auth_template_name })),
  }));
}

/** Every page object with its category's name, in the tree's order. */
export async function pageObjects(db: Db) {
  const all = await db
    .select({
      object_no: permissionObjects.object_no,
      object_name: permissionObjects.object_name,
      p_object_no: permissionObjects.p_object_no,
      is_menu: permissionObjects.is_menu,
      object_module: permissionObjects.object_module,
    })
    .from(permissionObjects)
    .orderBy(asc(permissionObjects.order_no), asc(permissionObjects.object_no));
  const names = new Map(all.map((o) => [o.object_no, o.object_name]));
  return all
    .filter((o) => o.is_menu === 1)
    .map((o) => ({ object_no: o.object_no, object_name: o.object_name, route: o.object_module, group: o.p_object_no ? (names.get(o.p_object_no) ?? null) : null }));
}
