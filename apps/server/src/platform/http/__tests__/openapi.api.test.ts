import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@zhuyun/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// The OpenAPI document integrators read (ARCHITECTURE.md rule 1): one operation per contract, titled with the spec's
// "Purpose" wording (spec-1 §7).
interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('OpenAPI', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json() as Document;
  });
  afterAll(async () => t?.close());

  it('is OpenAPI 3.1.0', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it.each([
    ['post', '/api/v1/access/access_system/get_key', 'Get signing key'],
    ['post', '/adminc/v1/login/do_login', 'Login'],
    ['post', '/adminc/v1/p_sms_validcode/create_validate_code', 'Send code'],
    ['post', '/api/v1/access/login/user_register_pwd', 'Scan register'],
    ['post', '/api/v1/access/login/register', 'Phone register'],
    ['post', '/api/v1/org/company/get_company_by_domain', 'Company by domain'],
    ['put', '/adminc/v1/system_manage/p_sys_user/update_password', 'Change password'],
    ['get', '/api/v1/user/user/get_user_info', 'User info / user detail'],
    ['post', '/api/v1/user/user/get_detail', 'User info / user detail'],
  ])('describes %s %s as “%s”', (method, path, summary) => {
    expect(doc.paths[path]?.[method]?.summary).toBe(summary);
  });

  it('has every call of the contract tables, with the contract\'s summary; restful ones also with their id', () => {
    const all = Object.values(routes);
    for (const route of all) {
      const method = route.method.toLowerCase();
      const restful = 'restfulId' in route && Boolean(route.restfulId);
      // Where the spec puts a list and a detail on one path (GET jt_project/get_project_list), the bare path is the
      // list's and the detail is only reached with its id appended.
      const bareIsAnother = restful && all.some((other) => other !== route && other.method === route.method && other.path === route.path && !('restfulId' in other && other.restfulId));
      if (!bareIsAnother) expect(doc.paths[route.path]?.[method]?.summary, route.path).toBe(route.summary);
      if ('restfulId' in route && route.restfulId) {
        expect(doc.paths[`${route.path}/{${route.restfulId}}`]?.[method]?.summary, route.path).toBe(route.summary);
      }
    }
  });

  it('has no operation beyond the contract tables (so a walk of the tables walks every operation: request-string-bounds.test.ts)', () => {
    const declared = new Set<string>();
    for (const route of Object.values(routes)) {
      declared.add(`${route.method.toLowerCase()} ${route.path}`);
      if ('restfulId' in route && route.restfulId) declared.add(`${route.method.toLowerCase()} ${route.path}/{${route.restfulId}}`);
    }
    const documented = Object.entries(doc.paths).flatMap(([path, byMethod]) => Object.keys(byMethod).map((method) => `${method} ${path}`));
    expect(documented.length).toBeGreaterThan(500);
    expect(documented.filter((operation) => !declared.has(operation))).toEqual([]);
  });

  it('declares the signature and the session where a call needs them', () => {
    expect(doc.paths[routes.getUserInfo.path]?.get?.security).toEqual([{ signature: [], accessToken: [] }]);
    expect(doc.paths[routes.login.path]?.post?.security).toEqual([{ signature: [] }]);
    expect(doc.paths[routes.getKey.path]?.post?.security).toBeUndefined();
  });

  it('declares the security of every signed or session operation, uploads, imports and exports included (issue 15 fix 10)', () => {
    const open: string[] = [];
    for (const route of Object.values(routes)) {
      if (!route.signed && route.auth !== 'session') continue;
      const path = 'restfulId' in route && route.restfulId ? `${route.path}/{${route.restfulId}}` : route.path;
      const operation = doc.paths[path]?.[route.method.toLowerCase()] ?? doc.paths[route.path]?.[route.method.toLowerCase()];
      const expected = { ...(route.signed ? { signature: [] } : {}), ...(route.auth === 'session' ? { accessToken: [] } : {}) };
      if (JSON.stringify(operation?.security) !== JSON.stringify([expected])) open.push(`${route.method} ${route.path}`);
    }
    expect(open).toEqual([]);
  });

  it('documents the error envelope beside the success answer', () => {
    const responses = doc.paths[routes.login.path]?.post?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '400', '401', '423', '429', '500']));
  });

  it('serves the browsable documentation as HTML at /api/docs', async () => {
    let response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      response = await t.app.inject({ method: 'GET', url: new URL(String(response.headers.location), 'http://localhost/api/docs').pathname });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<html/i);
  });
});
