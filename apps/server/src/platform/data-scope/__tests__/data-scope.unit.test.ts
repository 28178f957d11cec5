import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { DATA_SCOPE_PAGES, project } from '@zhuyun/contracts';
import { projects, stackPoints } from '../../../db/schema';
import { seedMenuRows } from '../../../db/seed/menu.seed';
import { registerResource } from '../../resource/register-resource';
import { scopeCondition, type DataScope } from '../data-scope';

const dialect = new PgDialect();
const render = (condition: SQL | undefined) => {
  if (!condition) return undefined;
  const { sql, params } = dialect.sqlToQuery(condition);
  return { sql, params };
};
const columns = { project: projects.project_id, creator: projects.created_by };

// The condition each scope puts on a table (resource layer's dataScope option, project lists): never wider than asked.
describe('scopeCondition', () => {
  it('adds nothing for all of the unit', () => {
    expect(scopeCondition({ type: 'all' }, columns)).toBeUndefined();
  });

  it('matches the job’s projects, the creator, or creators holding a job in the departments', () => {
    expect(render(scopeCondition({ type: 'projects', projectIds: ['p1', 'p2'] }, columns))).toEqual({ sql: '"projects"."project_id" in ($1, $2)', params: ['p1', 'p2'] });
    expect(render(scopeCondition({ type: 'own', userId: 'u1' }, columns))).toEqual({ sql: '"projects"."created_by" = $1', params: ['u1'] });
    const dept = render(scopeCondition({ type: 'dept', companyId: 'c1', deptIds: ['d1', 'd2'] }, columns));
    expect(dept?.sql).toMatch(/^"projects"\."created_by" in \(select ju\.user_id from job_users ju join jobs j .* j\.dept_id in \(\$2, \$3\)\)$/s);
    expect(dept?.params).toEqual(['c1', 'd1', 'd2']);
    expect(render(scopeCondition({ type: 'dept', companyId: 'c1', deptIds: ['d1'] }, { dept: projects.org_no }))?.sql).toBe('"projects"."org_no" in ($1)');
  });

  it('matches nothing when the table cannot tell, or the job has no project or department', () => {
    const nothing = { sql: 'false', params: [] };
    const cases: [DataScope, Parameters<typeof scopeCondition>[1]][] = [
      [{ type: 'projects', projectIds: [] }, columns],
      [{ type: 'projects', projectIds: ['p1'] }, { creator: projects.created_by }],
      [{ type: 'own', userId: 'u1' }, { project: stackPoints.project_id }],
      [{ type: 'dept', companyId: 'c1', deptIds: [] }, columns],
      [{ type: 'dept', companyId: 'c1', deptIds: ['d1'] }, { project: stackPoints.project_id }],
    ];
    for (const [scope, cols] of cases) expect(render(scopeCondition(scope, cols))).toEqual(nothing);
  });
});

describe('data scope declarations', () => {
  it('name seeded page objects', () => {
    const seeded = new Set(seedMenuRows().objects.map((o) => o.object_no));
    expect(DATA_SCOPE_PAGES.map((p) => p.object_no).filter((no) => !seeded.has(no))).toEqual([]);
  });

  it('refuse, at registration, a scoped resource whose repository does not apply the scope', () => {
    const repo = { page: async () => ({ rows: [], total: 0 }), get: async () => null };
    const register = (r: object) =>
      registerResource({} as never, {} as never, project.stackPointResource, { repo: r as never, dataScope: { page: 'page.yardList', columns: { project: stackPoints.project_id } } });
    expect(() => register(repo)).toThrow(/applies rowScope/);
    expect(() => register({ ...repo, appliesRowScope: true, get: undefined })).toThrow(/applies rowScope/);
  });
});
