import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import * as contracts from '@zhuyun/contracts';
import { AuditAction, routes, type RouteContract } from '@zhuyun/contracts';
import { allContracts } from '../../../fuzz/contracts-of';
import { auditLog } from '../../../db/schema';
import { AUDIT_EXEMPT, auditKeyOf } from '../../../platform/audit/audit-exempt';
import { actionOfRoute, needsRouteAudit } from '../../../platform/audit/route-audit';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO, signedIn, type ApiClient } from '../../../testing/binary-client';
import { DemoIds } from '../../../db/seed/demo-organisation';
import { AUDITED_BY, GENERIC, PUBLIC_AUDITED } from './audit-coverage.table';

const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface WriteOperation {
  /** As the OpenAPI document names it: "POST /api/v1/work/car/{car_id}". */
  name: string;
  /** As the exemption list and the table name it: the contract's method and path, without a restful id. */
  key: string;
  contract: RouteContract | undefined;
}

// Issue 15 build 3: every write (POST, PUT, DELETE of the OpenAPI document) is audited — by the resource layer, by its
// handler, or by register-route's generic entry — or exempt with a written reason; a new write nobody classified fails.
describe('audit coverage of every write', () => {
  let t: TestApp;
  let admin: ApiClient;
  let writes: WriteOperation[];
  const byOpenApiName = new Map<string, RouteContract>();
  const layerKeys = new Set<string>();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, DEMO);
    for (const c of allContracts()) {
      byOpenApiName.set(`${c.method} ${c.path.replace(/:(\w+)/g, '{$1}')}`, c);
      if (c.restfulId) byOpenApiName.set(`${c.method} ${c.path}/{${c.restfulId}}`, c);
    }
    for (const resource of contracts.resources) {
      for (const [action, c] of Object.entries(resource.routes as Record<string, RouteContract>)) {
        if (action === 'create' || action === 'update' || action === 'delete') layerKeys.add(auditKeyOf(c));
      }
    }
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    writes = Object.entries(document.paths).flatMap(([p, methods]) =>
      Object.keys(methods)
        .map((m) => m.toUpperCase())
        .filter((m) => m === 'POST' || m === 'PUT' || m === 'DELETE')
        .map((m) => {
          const name = `${m} ${p}`;
          const contract = byOpenApiName.get(name);
          return { name, key: contract ? auditKeyOf(contract) : name, contract };
        }),
    );
  });
  afterAll(async () => t?.close());

  it('classifies every write operation of the OpenAPI document: audited by someone, or exempt with a reason', () => {
    expect(writes.length).toBeGreaterThan(200);
    const unclassified = writes.filter((w) => !layerKeys.has(w.key) && !(w.key in AUDIT_EXEMPT) && !(w.key in AUDITED_BY)).map((w) => w.key);
    // A new write: say in audit-coverage.table.ts who audits it, or in platform/audit/audit-exempt.ts why nothing does.
    expect([...new Set(unclassified)]).toEqual([]);
    const both = Object.keys(AUDITED_BY).filter((k) => k in AUDIT_EXEMPT || layerKeys.has(k));
    expect(both).toEqual([]);
  });

  it('has no stale entry: each named write is in the OpenAPI document', () => {
    const keys = new Set(writes.map((w) => w.key));
    expect(Object.keys(AUDITED_BY).filter((k) => !keys.has(k))).toEqual([]);
    expect(Object.keys(AUDIT_EXEMPT).filter((k) => !keys.has(k))).toEqual([]);
    for (const reason of Object.values(AUDIT_EXEMPT)) expect(reason.length).toBeGreaterThan(10);
  });

  it('audits the writes made without a unit session by their handlers, and names why each other one is exempt', () => {
    const publicWrites = writes.filter((w) => w.contract && w.contract.auth !== 'session');
    const audited = [...new Set(publicWrites.filter((w) => w.key in AUDITED_BY).map((w) => w.key))].sort();
    expect(audited).toEqual([...PUBLIC_AUDITED].sort());
    // Never the generic entry (it needs a session): a public write is its handler's to record, or exempt.
    expect(audited.filter((k) => AUDITED_BY[k] === GENERIC)).toEqual([]);
    expect(publicWrites.filter((w) => !(w.key in AUDITED_BY) && !(w.key in AUDIT_EXEMPT)).map((w) => w.key)).toEqual([]);
  });

  it('backs each entry: a handler that records names its file, the generic entry covers the call, exemptions are honoured', () => {
    const wrong: string[] = [];
    for (const w of writes) {
      const by = AUDITED_BY[w.key];
      const needs = w.contract ? needsRouteAudit(w.contract, false) : false;
      if (w.key in AUDIT_EXEMPT && needs) wrong.push(`${w.key}: exempt, yet the generic entry would be written`);
      if (by === undefined) continue;
      if (by === GENERIC) {
        if (!needs) wrong.push(`${w.key}: said to be audited by the generic entry, which does not apply to it (public call?)`);
        continue;
      }
      const source = fs.readFileSync(path.join(SERVER_SRC, by), 'utf8');
      // The handler's file records (a session write it records only on some paths still gets the generic entry).
      if (!/audit\.record|audited\(|auditSignIn|auditSwitch|changed\(/.test(source)) wrong.push(`${w.key}: ${by} records nothing`);
    }
    expect(wrong).toEqual([]);
  });

  const entriesFor = async (detail: string) => {
    const [row] = await t.database.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.chain, DemoIds.company), eq(auditLog.detail, detail)));
    return Number(row?.n ?? 0);
  };

  it('appends the generic entry for a write whose handler records nothing, and none for an exempt read', async () => {
    const key = auditKeyOf(routes.saveUserComponents);
    expect(AUDITED_BY[key]).toBe(GENERIC);
    await admin.call(routes.saveUserComponents, { list: [{ module_code: 'project_status', visible: 1 }] });
    const trail = await admin.call(routes.getAuditLog, { object: 'project', action: AuditAction.update });
    expect(trail.list[0]).toMatchObject({ detail: key, actor_id: expect.any(String), object_type: 'project', action: actionOfRoute(routes.saveUserComponents) });
    expect(trail.list[0]?.after_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await entriesFor(key)).toBe(1);

    const read = auditKeyOf(routes.getCompanyUsers);
    expect(AUDIT_EXEMPT[read]).toBeDefined();
    await admin.call(routes.getCompanyUsers, {});
    expect(await entriesFor(read)).toBe(0);
  });

  it("does not double a handler's own entry, and gives projects, departments and jobs their own", async () => {
    const { project_id } = await admin.call(routes.createProject, { project_code: 'AUD-1', project_name: '审计项目', area_id: 330106, lon: 120.13, lat: 30.26, status: 2 });
    await admin.call(routes.updateProject, { project_id, project_code: 'AUD-1', project_name: '审计项目改', area_id: 330106, lon: 120.13, lat: 30.26, status: 2 });
    await admin.call(routes.deleteProject, { project_id });
    const trail = await admin.call(routes.getAuditLog, { object: project_id });
    expect(trail.list.map((e) => [e.action, e.object_type])).toEqual([
      ['delete', 'project'],
      ['update', 'project'],
      ['create', 'project'],
    ]);
    const [deleted, updated, created] = trail.list;
    expect(updated?.before_digest).toBe(created?.after_digest);
    expect(deleted?.before_digest).toBe(updated?.after_digest);

    const { id } = await admin.call(routes.createObs, { input_node_type: 2, input_name: '审计部', no: DemoIds.rootOrg, node_type: 1 });
    await admin.call(routes.updateDept, { dept_id: id, dept_name: '审计二部' });
    await admin.call(routes.deleteDept, { dept_id: id });
    expect((await admin.call(routes.getAuditLog, { object: id })).list.map((e) => `${e.action} ${e.object_type}`)).toEqual(['delete dept', 'update dept', 'create dept']);
  });
});
