import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { Msg, ResourceMsg, isSave, type AnyResource, type ResourceAction, type ResourceQueryOf, type ResourceRowOf, type ResourceValuesOf, type RouteContract } from '@zhuyun/contracts';
import { fail } from '../errors';
import { registerRoute, type HandlerContext, type RouteOptions } from '../http/register-route';
import { registerRestfulRoute } from '../http/restful-route';
import type { Platform } from '../platform';
import type { SessionContext } from '../session/session.types';
import { isForeignKeyViolation, isUniqueViolation } from '../query-helpers';
import { pageOf, tenantOf, windowOf } from '../tenant';
import type { ResourceRepo, WriteAction, WriteAudit } from './resource-repo';
import type { RawJsonList } from '../http/raw-json';
import { uniqueFieldOf } from './unique-field';
import { scopeCondition, type ScopeColumns } from '../data-scope/data-scope';

export interface ResourceOptions<R extends AnyResource> {
  repo: ResourceRepo<ResourceRowOf<R>, ResourceValuesOf<R>, ResourceQueryOf<R>, ResourceRowOf<R>[] | RawJsonList<ResourceRowOf<R>>>;
  /** Checks and completes a write's values inside the tenant (a referenced row exists there …); throws fail.*. */
  prepare?: (companyId: string | null, values: ResourceValuesOf<R>) => Promise<ResourceValuesOf<R>>;
  /** Refuses a delete the data forbids (rows still point at this one) with fail.conflict, before it is tried. */
  guardDelete?: (companyId: string | null, id: string) => Promise<void>;
  /** Where writes are recorded; the platform's audit trail unless a test says otherwise. */
  audit?: WriteAudit;
  /**
   * The page whose data scope (/pageDataAuth) limits this resource, and which of its table's columns carry a row's
   * project, department and creator. List and detail then show only rows in the session's scope; detail, update and
   * delete of a row outside it answer 10002. The repository must declare `appliesRowScope`.
   */
  dataScope?: { page: string; columns: ScopeColumns };
}

type Input = Record<string, unknown>;

const repoMethod = { list: 'page', detail: 'get', create: 'insert', update: 'update', delete: 'delete' } as const;

/**
 * Registers a declared resource's calls: the tenant from the session, the permission of each action (checked by
 * registerRoute from the contract), the page answer, not-found 10002, unique violations 10003 with the field's own
 * message, and the audit hook after each write.
 */
export function registerResource<R extends AnyResource>(app: FastifyInstance, platform: Platform, resource: R, options: ResourceOptions<R>): void {
  const { repo, audit = platform.audit } = options;
  const idField: string = resource.id;
  const fieldNames = Object.keys(resource.fields);
  const saves = isSave(resource.calls);
  const tenant = (session: SessionContext) => (resource.scope === 'platform' ? null : tenantOf(session));
  const notFound = () => fail.notFound(resource.messages.notFound);
  const conflict = (error: unknown): never => {
    if (!isUniqueViolation(error)) throw error;
    const declared = (resource.messages.conflict ?? {}) as Record<string, string>;
    const field = uniqueFieldOf(error, fieldNames);
    // An index whose name does not spell its field still has the resource's only declared conflict text.
    const only = Object.values(declared).length === 1 ? Object.values(declared)[0] : undefined;
    throw fail.conflict((field && declared[field]) || only || Msg.conflict);
  };
  // A row still pointed at (a race past guardDelete, or a foreign key the guard does not know) is a conflict too.
  const inUse = (error: unknown): never => {
    if (isForeignKeyViolation(error)) throw fail.conflict(resource.messages.inUse ?? Msg.conflict);
    throw error;
  };
  const valuesOf = async (companyId: string | null, input: Input) => {
    const values = Object.fromEntries(fieldNames.map((f) => [f, input[f] ?? null])) as ResourceValuesOf<R>;
    return options.prepare ? options.prepare(companyId, values) : values;
  };
  // The audit entry keeps digests of the row before and after, read where the repository can read one row.
  const read = async (companyId: string | null, id: string): Promise<unknown> =>
    repo.state ? repo.state(companyId, id) : repo.get ? repo.get(companyId, id) : undefined;
  const wrote = async (action: WriteAction, session: SessionContext, companyId: string | null, id: string, before?: unknown) =>
    audit.onWrite({
      resource: resource.name,
      action,
      companyId,
      userId: session.userId,
      userName: session.user.user_name,
      id,
      before,
      after: action === 'delete' ? null : await read(companyId, id),
    });
  // Declared calls have their repository method (checked below, when the routes are registered).
  const need = <K extends keyof typeof repo>(method: K) => ((...args: unknown[]) => (repo[method] as (...a: unknown[]) => unknown).apply(repo, args)) as NonNullable<(typeof repo)[K]>;
  // The data scope's condition for this call: undefined (all rows) at once unless the resource declares a scope, so a
  // list of a resource without one awaits nothing for it.
  const dataScope = options.dataScope;
  const scopeOf = (session: SessionContext) =>
    dataScope ? platform.dataScope.resolve(session, dataScope.page).then((scope) => scopeCondition(scope, dataScope.columns)) : undefined;
  // A write may touch only a row the caller could read; one more read, and only when a scope limits the caller.
  const inScope = async (session: SessionContext, companyId: string | null, id: string) => {
    const rowScope = await scopeOf(session);
    if (rowScope && !(await need('get')(companyId, id, rowScope))) throw notFound();
  };
  // Nor may a write name a project outside "its projects" (a new row there, or a row moved there): 10002 as well.
  const projectAllowed = async (session: SessionContext, input: Input) => {
    const projectId = input.project_id;
    if (!options.dataScope || !('project_id' in resource.fields) || typeof projectId !== 'string' || !projectId) return;
    const scope = await platform.dataScope.resolve(session, options.dataScope.page);
    if (scope.type === 'projects' && !scope.projectIds.includes(projectId)) throw fail.notFound();
  };
  if (options.dataScope && (!repo.appliesRowScope || !repo.get)) throw new Error(`${resource.name}: a data scope needs a repository with get that applies rowScope`);

  const handlers: Record<ResourceAction, (ctx: HandlerContext<RouteContract & { auth: 'session' }>) => Promise<unknown>> = {
    list: async ({ input, session, setMsg }) => {
      const companyId = tenant(session);
      const window = windowOf(input as Input);
      const scoped = scopeOf(session);
      const { rows, total } = await need('page')(companyId, input as ResourceQueryOf<R>, window, scoped && (await scoped));
      return pageOf(window, rows, total, setMsg);
    },
    detail: async ({ input, session }) => {
      const row = await need('get')(tenant(session), (input as Input)[idField] as string, await scopeOf(session));
      if (!row) throw notFound();
      return row;
    },
    create: async (ctx) => {
      // A save call edits when it carries the id (define-resource.ts, isSave).
      if (saves && (ctx.input as Input)[idField]) return handlers.update(ctx).then(() => ({ [idField]: (ctx.input as Input)[idField] }));
      const { input, session } = ctx;
      const companyId = tenant(session);
      const id = uuidv7();
      await projectAllowed(session, input as Input);
      await need('insert')(companyId, id, await valuesOf(companyId, input as Input)).catch(conflict);
      await wrote('create', session, companyId, id);
      return { [idField]: id };
    },
    update: async ({ input, session }) => {
      const companyId = tenant(session);
      const id = (input as Input)[idField] as string;
      const before = await read(companyId, id);
      // Another company's row is 10002 before its values are checked: prepare's reference checks would say 10001.
      if (before === null) throw notFound();
      await inScope(session, companyId, id);
      await projectAllowed(session, input as Input);
      if (!(await need('update')(companyId, id, await valuesOf(companyId, input as Input)).catch(conflict))) throw notFound();
      await wrote('update', session, companyId, id, before);
      return null;
    },
    delete: async ({ input, session }) => {
      const companyId = tenant(session);
      const id = (input as Input)[idField] as string;
      const before = await read(companyId, id);
      if (before !== null) await inScope(session, companyId, id);
      if (options.guardDelete && before !== null) await options.guardDelete(companyId, id);
      if (!(await need('delete')(companyId, id).catch(inUse))) throw notFound();
      await wrote('delete', session, companyId, id, before);
      return null;
    },
  };
  const messages: Partial<Record<ResourceAction, string>> = { create: ResourceMsg.saved, update: ResourceMsg.saved, delete: ResourceMsg.deleted };

  for (const [action, contract] of Object.entries(resource.routes) as [ResourceAction, RouteContract & { auth: 'session' }][]) {
    if (saves && action === 'update') continue; // registered once, as create
    if (!repo[repoMethod[action]]) throw new Error(`${resource.name}: its ${action} call needs repo.${repoMethod[action]}`);
    // Writes are audited by `wrote` above; a list or detail sent as POST is a read (no generic entry, route-audit.ts).
    const routeOptions = { msg: messages[action], handler: handlers[action], reads: action === 'list' || action === 'detail' } as RouteOptions<typeof contract>;
    if (contract.restfulId) registerRestfulRoute(app, platform, contract, routeOptions);
    else registerRoute(app, platform, contract, routeOptions);
  }
}
