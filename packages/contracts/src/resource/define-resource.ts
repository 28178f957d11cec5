import { z } from 'zod';
import { emptyData, page } from '../envelope';
import type { HttpMethod, RouteContract } from '../route';
import { pagingShape, sortShape } from './paging';
import { boundedSigningParams as signingParams, optionalUuid, uuidField } from './resource-fields';

export type ResourceAction = 'list' | 'detail' | 'create' | 'update' | 'delete';
export type ResourceScope = 'company' | 'project' | 'platform';

/** One call of a resource as the spec names it: the spec's path and method win over any convention. */
export interface ResourceCall {
  method: HttpMethod;
  path: string;
  summary: string;
  /** The id is appended to the path (spec-2 §7.1 "restful"); otherwise it travels in the query or body. */
  restful?: boolean;
  /** A POST whose parameters the spec sends in the query. */
  paramsIn?: 'query';
}

type Sort = readonly [string, ...string[]];
type Calls = Partial<Record<ResourceAction, ResourceCall>>;

export interface ResourceDeclaration<Id extends string, Row extends z.ZodType, F extends z.ZodRawShape, Q extends z.ZodRawShape, S extends Sort, P extends boolean, C extends Calls> {
  /** The family's own word, e.g. 'car' (tests and audit entries name the resource by it). */
  name: string;
  tag: string;
  scope: ResourceScope;
  /** The id field, exactly as the spec names it. */
  id: Id;
  row: Row;
  /** What create and update take (update replaces them all): zod, every string bounded (resource-fields.ts). */
  fields: F;
  filters: Q;
  sort: S;
  /** The spec's lists that say per_page get it beside page_size. */
  perPage: P;
  /** The permission object_no of each action; one string for all of them. */
  permission?: string | Partial<Record<ResourceAction, string>>;
  messages: {
    notFound: string;
    idRequired: string;
    conflict?: Partial<Record<keyof F & string, string>>;
    /** A delete that other rows still point at (a team with persons): 10003 with this text. */
    inUse?: string;
  };
  calls: C;
}

type Signing = typeof signingParams;
type IdShape<Id extends string> = { [K in Id]: ReturnType<typeof uuidField> };
type Obj<S extends z.ZodRawShape> = z.ZodObject<S>;
type ListShape<Q extends z.ZodRawShape, S extends Sort, P extends boolean> = Q & ReturnType<typeof sortShape<S>> & ReturnType<typeof pagingShape<P>> & Signing;

type RequestOfAction<A extends ResourceAction, Id extends string, F extends z.ZodRawShape, Q extends z.ZodRawShape, S extends Sort, P extends boolean> = {
  list: Obj<ListShape<Q, S, P>>;
  detail: Obj<IdShape<Id> & Signing>;
  create: Obj<F & Signing>;
  update: Obj<IdShape<Id> & F & Signing>;
  delete: Obj<IdShape<Id> & Signing>;
}[A];

type ResponseOfAction<A extends ResourceAction, Id extends string, Row extends z.ZodType> = {
  list: ReturnType<typeof page<Row>>;
  detail: Row;
  create: z.ZodObject<{ [K in Id]: z.ZodString }>;
  update: typeof emptyData;
  delete: typeof emptyData;
}[A];

export type ResourceRoutes<Id extends string, Row extends z.ZodType, F extends z.ZodRawShape, Q extends z.ZodRawShape, S extends Sort, P extends boolean, C extends Calls> = {
  [A in keyof C]: A extends ResourceAction ? RouteContract<RequestOfAction<A, Id, F, Q, S, P>, ResponseOfAction<A, Id, Row>> & { auth: 'session' } : never;
};

export interface Resource<Id extends string = string, Row extends z.ZodType = z.ZodType, F extends z.ZodRawShape = z.ZodRawShape, Q extends z.ZodRawShape = z.ZodRawShape, S extends Sort = Sort, P extends boolean = boolean, C extends Calls = Calls>
  extends Omit<ResourceDeclaration<Id, Row, F, Q, S, P, C>, 'permission'> {
  /** The permission object of each declared action (absent: any signed-in member of the scope). */
  permissions: Partial<Record<ResourceAction, string>>;
  /** Ordinary contracts, one per declared call: the server registers them, the client calls them, OpenAPI lists them. */
  routes: ResourceRoutes<Id, Row, F, Q, S, P, C>;
}

/**
 * One declaration of a resource (issue 14): its calls as the spec names them, its fields, filters, sorting, scope,
 * permissions and messages. It yields ordinary `defineRoute` contracts, so nothing downstream changes.
 */
export function defineResource<const Id extends string, Row extends z.ZodType, F extends z.ZodRawShape, Q extends z.ZodRawShape, const S extends Sort, const P extends boolean, const C extends Calls>(
  d: ResourceDeclaration<Id, Row, F, Q, S, P, C>,
): Resource<Id, Row, F, Q, S, P, C> {
  const permissions: Partial<Record<ResourceAction, string>> = {};
  const idShape = { [d.id]: uuidField(d.messages.idRequired) };
  const requests: Record<ResourceAction, () => z.ZodType> = {
    list: () => z.object({ ...d.filters, ...sortShape(d.sort), ...pagingShape(d.perPage), ...signingParams }),
    detail: () => z.object({ ...idShape, ...signingParams }),
    create: () => z.object({ ...d.fields, ...signingParams }),
    update: () => z.object({ ...idShape, ...d.fields, ...signingParams }),
    delete: () => z.object({ ...idShape, ...signingParams }),
  };
  // One call that creates without the id and edits with it (the spec's `save` POST): create and update name the same
  // method and path, and share one contract whose id is optional and whose answer is the id either way.
  const saves = isSave(d.calls);
  if (saves) requests.create = () => z.object({ [d.id]: optionalUuid(), ...d.fields, ...signingParams });
  const responses: Record<ResourceAction, () => z.ZodType> = {
    list: () => page(d.row),
    detail: () => d.row,
    create: () => z.object({ [d.id]: z.string() }),
    update: () => (saves ? responses.create() : emptyData),
    delete: () => emptyData,
  };
  const routes: Record<string, RouteContract> = {};
  for (const action of Object.keys(d.calls) as ResourceAction[]) {
    const call = d.calls[action] as ResourceCall;
    const permission = typeof d.permission === 'string' ? d.permission : d.permission?.[action];
    if (permission) permissions[action] = permission;
    if (call.restful && (action === 'list' || action === 'create')) throw new Error(`${d.name}.${action}: a ${action} has no id to put in its path`);
    if (saves && action === 'update') {
      if (permission !== (typeof d.permission === 'string' ? d.permission : d.permission?.create)) throw new Error(`${d.name}: a save call has one permission for create and update`);
      continue;
    }
    routes[action] = {
      method: call.method,
      path: call.path,
      summary: call.summary,
      tag: d.tag,
      auth: 'session',
      signed: true,
      ...(permission ? { permission } : {}),
      ...(call.paramsIn ? { paramsIn: call.paramsIn } : {}),
      ...(call.restful ? { restfulId: d.id } : {}),
      request: requests[action](),
      response: responses[action](),
    };
  }
  if (saves) routes.update = routes.create as RouteContract;
  const { permission: _declared, ...rest } = d;
  return { ...rest, permissions, routes: routes as ResourceRoutes<Id, Row, F, Q, S, P, C> };
}

/** Whether create and update are one `save` call (the same method and path). */
export function isSave(calls: Calls): boolean {
  const { create, update } = calls;
  return !!create && !!update && create.method === update.method && create.path === update.path;
}

/** The contract of a save call: the declared fields and an optional id; answers the id. */
export type SaveRoute<R extends AnyResource> = RouteContract<
  z.ZodObject<R['fields'] & Signing & { [K in R['id'] & string]: ReturnType<typeof optionalUuid> }>,
  z.ZodObject<{ [K in R['id'] & string]: z.ZodString }>
> & { auth: 'session' };

/** A resource's save call, typed as what it takes (create and update are the same contract there). */
export function saveRouteOf<R extends AnyResource>(resource: R): SaveRoute<R> {
  if (!isSave(resource.calls)) throw new Error(`${resource.name}: create and update are not one save call`);
  return resource.routes.create as unknown as SaveRoute<R>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResource = Resource<any, any, any, any, any, any, Calls>;

type FieldsOf<R extends AnyResource> = R['fields'];

/** One row of the resource's lists, as answered. */
export type ResourceRowOf<R extends AnyResource> = z.output<R['row']>;

/** What a write stores: each declared field, an absent optional one as null (update replaces them all). */
export type ResourceValuesOf<R extends AnyResource> = {
  [K in keyof FieldsOf<R>]: undefined extends z.output<FieldsOf<R>[K]> ? Exclude<z.output<FieldsOf<R>[K]>, undefined> | null : z.output<FieldsOf<R>[K]>;
};

/** The parsed query of the resource's list: its filters, sort_field, sort_order (asc|desc) and paging. */
export type ResourceQueryOf<R extends AnyResource> = z.output<Obj<ListShape<R['filters'], R['sort'], R['perPage']>>>;
