import { describe, expect, it } from 'vitest';
import { routes, type RouteContract } from '@zhuyun/contracts';
import { AUDIT_EXEMPT, auditKeyOf } from '../audit-exempt';
import { actionOfRoute, needsRouteAudit } from '../route-audit';

const call = (method: RouteContract['method'], path: string, auth: 'session' | 'none' = 'session') =>
  ({ ...routes.saveUserComponents, method, path, auth }) as RouteContract;

// The generic audit entry (issue 15 build 3): which writes get it, and the action it names.
describe('the generic audit entry', () => {
  it('names the action by method and the path’s verb', () => {
    expect(actionOfRoute(call('DELETE', '/api/v1/project/component'))).toBe('delete');
    expect(actionOfRoute(call('POST', '/api/v1/project/cancel_rela/del_project_user'))).toBe('delete');
    expect(actionOfRoute(call('POST', '/adminc/v1/user/delUser'))).toBe('delete');
    expect(actionOfRoute(call('POST', '/api/v1/project/component_import'))).toBe('create');
    expect(actionOfRoute(call('POST', '/api/v1/org/company/create_company'))).toBe('create');
    expect(actionOfRoute(call('POST', '/adminc/v1/user/addUser'))).toBe('create');
    expect(actionOfRoute(call('PUT', '/api/v1/project/component_progress'))).toBe('update');
    expect(actionOfRoute(call('POST', '/api/v1/project/save_user_component'))).toBe('update');
    // "address" holds "add" but is no verb of its own.
    expect(actionOfRoute(call('POST', '/api/v1/user/save_address'))).toBe('update');
  });

  it('applies to writes of a signed-in person that are neither reads nor exempt', () => {
    expect(needsRouteAudit(call('POST', '/x/save'), false)).toBe(true);
    expect(needsRouteAudit(call('GET', '/x/list'), false)).toBe(false);
    expect(needsRouteAudit(call('POST', '/x/save', 'none'), false)).toBe(false);
    expect(needsRouteAudit(call('POST', '/x/list'), true)).toBe(false);
    expect(needsRouteAudit(routes.getCompanyUsers, false)).toBe(false);
    expect(auditKeyOf(routes.getCompanyUsers) in AUDIT_EXEMPT).toBe(true);
  });

  it('keys a restful call by its bare path', () => {
    expect(auditKeyOf({ method: 'PUT', path: '/api/v1/work/car/:car_id', restfulId: 'car_id' })).toBe('PUT /api/v1/work/car');
    expect(auditKeyOf({ method: 'PUT', path: '/api/v1/work/car', restfulId: 'car_id' })).toBe('PUT /api/v1/work/car');
  });
});
