import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call, declared once: the server registers it, the client calls through it, OpenAPI is generated from it
 * (ARCHITECTURE.md rule 1).
 */
export interface RouteContract<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  /** The spec's own "Purpose" wording where the spec lists the call. */
  summary: string;
  tag: string;
  /** 'session' needs a valid access_token; 'none' is open (still signed unless `signed` is false). */
  auth: 'session' | 'none';
  /** false only for the few calls ARCHITECTURE.md rule 5 exempts (get_key, health, dev tools). */
  signed: boolean;
  /**
   * The call is a device's: authenticated by its own key in the `device_key` header, with no session and no signature
   * (ARCHITECTURE.md rule 13). OpenAPI declares that scheme for it.
   */
  deviceKey?: true;
  /** The permission object_no the caller's job must hold; omitted when any signed-in user may call. */
  permission?: string;
  /**
   * Where a POST's parameters travel when not in its JSON body: 'query' for the few calls the spec describes that way
   * (the bind without user number sends unique_token as a query parameter). They are signed as a GET's are.
   */
  paramsIn?: 'query';
  /** Request parameters: the query for GET/DELETE (and paramsIn 'query'), the JSON body for POST/PUT. */
  request: Req;
  /** The `data` of a successful envelope. */
  response: Res;
  /** The call handles its own errors: the client shows no toast for it (spec-2 §8). */
  handlesErrors?: boolean;
  /** A record id is appended to the path, taken from this request field (spec-2 §7.1 "restful"). */
  restfulId?: string;
}

export function defineRoute<Req extends z.ZodType, Res extends z.ZodType, const A extends 'session' | 'none'>(
  route: RouteContract<Req, Res> & { auth: A },
): RouteContract<Req, Res> & { auth: A } {
  return route;
}

export type RequestOf<R extends RouteContract> = z.input<R['request']>;
export type ParsedRequestOf<R extends RouteContract> = z.output<R['request']>;
export type ResponseOf<R extends RouteContract> = z.output<R['response']>;

/** Where the parameters travel for a method (ARCHITECTURE.md rule 5). */
export function paramsInQuery(method: HttpMethod): boolean {
  return method === 'GET' || method === 'DELETE';
}

/** Where one call's parameters travel: its method's place, or the query when the contract says so. */
export function routeParamsInQuery(route: { method: HttpMethod; paramsIn?: 'query' }): boolean {
  return route.paramsIn === 'query' || paramsInQuery(route.method);
}
