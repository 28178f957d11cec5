import type { FastifyInstance } from 'fastify';
import { paramsInQuery, type RouteContract } from '@zhuyun/contracts';
import { registerRoute, type RouteOptions } from './register-route';
import type { Platform } from '../platform';

/**
 * Registers a contract that declares `restfulId` at `${path}/:id` (spec-2 §7.1 "restful") and at its bare path.
 * The client appends the id to the path (and signs that path); the id is copied into the parameters before
 * validation, so the handler reads it from `input` like any other field.
 */
export function registerRestfulRoute<R extends RouteContract>(
  app: FastifyInstance,
  platform: Platform,
  contract: R,
  options: RouteOptions<R>,
): void {
  const idField = contract.restfulId;
  if (!idField) throw new Error(`${contract.path} declares no restfulId`);
  const inQuery = paramsInQuery(contract.method);
  // The bare path takes the id as an ordinary parameter (what the client sends when it has no id to append, and
  // what the OpenAPI document lists under the contract's path) — unless the spec already puts another call there: the
  // design projects' list and detail share GET /api/v1/jt_project/get_project_list, the detail only with an id.
  if (!app.hasRoute({ method: contract.method, url: contract.path })) registerRoute(app, platform, contract, options);
  registerRoute(app, platform, { ...contract, path: `${contract.path}/:${idField}` }, {
    ...options,
    before: async (request) => {
      const id = (request.params as Record<string, string | undefined>)[idField];
      if (inQuery) request.query = { ...(request.query as object), [idField]: id };
      else request.body = { ...((request.body as object | undefined) ?? {}), [idField]: id };
      if (options.before) await options.before(request);
    },
  });
}
