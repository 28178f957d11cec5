import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { Msg, ResourceMsg, isSave, type AnyResource, type ResourceAction, type ResourceQueryOf, type ResourceRowOf, type ResourceValuesOf, type RouteContract } from '@zhuyun/contracts';
import { fail } from '../errors';
import { registerRoute, type HandlerContext, type RouteOptions } from '../http/register-route';
import { registerRestfulRoute } from '../http/restful-route';
import type { Platform } from '../platform';
import type { SessionContext } from '../session/session.types';
import { isUniqueViolation } from '../query-helpers';
import { pageOf, tenantOf, windowOf } from '../tenant';
import type { ResourceRepo, WriteAction, WriteAudit } from './resource-repo';
import { uniqueFieldOf } from './unique-field';

export interface ResourceOptions<R extends AnyResource> {
  repo: ResourceRepo<ResourceRowOf<R>, ResourceValuesOf<R>, ResourceQueryOf<R>>;
  /** Checks and completes a write's values inside the tenant (a referenced row exists there …); throws fail.*. */
  prepare?: (companyId: string | null, values: ResourceValuesOf<R>) => Promise<ResourceValuesOf<R>>;
  /** Where writes are recorded; the platform's audit trail unless a test says otherwise. */
  audit?: WriteAudit;
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
    const field = uniqueFieldOf(error, fieldNames);
    throw fail.conflict((field && (resource.messages.conflict as Record<string, string> | undefined)?.[field]) || Msg.conflict);
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

  const handlers: Record<ResourceAction, (ctx: HandlerContext<RouteContract & { auth: 'session' }>) => Promise<unknown>> = {
    list: async ({ input, session, setMsg }) => {
      const companyId = tenant(session);
      const window = windowOf(input as Input);
      const { rows, total } = await need('page')(companyId, input as ResourceQueryOf<R>, window);
      return pageOf(window, rows, total, setMsg);
    },
    detail: async ({ input, session }) => {
      const row = await need('get')(tenant(session), (input as Input)[idField] as string);
      if (!row) throw notFound();
      return row;
    },
    create: async (ctx) => {
      // A save call edits when it carries the id (define-resource.ts, isSave).
      if (saves && (ctx.input as Input)[idField]) return handlers.update(ctx).then(() => ({ [idField]: (ctx.input as Input)[idField] }));
      const { input, session } = ctx;
      const companyId = tenant(session);
      const id = uuidv7();
      await need('insert')(companyId, id, await valuesOf(companyId, input as Input)).catch(conflict);
      await wrote('create', session, companyId, id);
      return { [idField]: id };
    },
    update: async ({ input, session }) => {
      const companyId = tenant(session);
      const id = (input as Input)[idField] as string;
      const before = await read(companyId, id);
      // Another company's row is not found before its new values are checked (their references live in the tenant).
      if (before == null && (repo.state || repo.get)) throw notFound();
      if (!(await need('update')(companyId, id, await valuesOf(companyId, input as Input)).catch(conflict))) throw notFound();
      await wrote('update', session, companyId, id, before);
      return null;
    },
    delete: async ({ input, session }) => {
      const companyId = tenant(session);
      const id = (input as Input)[idField] as string;
      const before = await read(companyId, id);
      if (!(await need('delete')(companyId, id))) throw notFound();
      await wrote('delete', session, companyId, id, before);
      return null;
    },
  };
  const messages: Partial<Record<ResourceAction, string>> = { create: ResourceMsg.saved, update: ResourceMsg.saved, delete: ResourceMsg.deleted };

  for (const [action, contract] of Object.entries(resource.routes) as [ResourceAction, RouteContract & { auth: 'session' }][]) {
    if (saves && action === 'update') continue; // registered once, as create
    if (!repo[repoMethod[action]]) throw new Error(`${resource.name}: its ${action} call needs repo.${repoMethod[action]}`);
    const routeOptions = { msg: messages[action], handler: handlers[action] } as RouteOptions<typeof contract>;
    if (contract.restfulId) registerRestfulRoute(app, platform, contract, routeOptions);
    else registerRoute(app, platform, contract, routeOptions);
  }
}
