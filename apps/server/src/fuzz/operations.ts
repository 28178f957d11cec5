import type { Schema } from './values';

export type ParamsIn = 'query' | 'body';

export interface Operation {
  /** "GET /api/v1/work/car" */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  paramsIn: ParamsIn;
  /** The parameters as one object schema (query parameters folded into properties). */
  schema: Schema;
  /** No 200 response is declared: success is a file (spreadsheet, image), only refusals are envelopes. */
  answersFile: boolean;
  /** A POST whose parameters are in the query may be a multipart upload: the fuzzer sends both shapes. */
  mayBeMultipart: boolean;
  /** The names of the path's `{parameters}` (a restful id), in order. */
  pathParams: string[];
  /** The OpenAPI tag: the family the operation belongs to. */
  tag: string;
  /** The schema of the success envelope's `data`, when one is declared. */
  data?: Schema;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> } | undefined>;
  tags?: string[];
}

/** Every operation of the OpenAPI document (as the server publishes it at /api/openapi.json), sorted by name. */
export function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [lower, operation] of Object.entries(byMethod)) {
      const method = lower.toUpperCase() as Operation['method'];
      if (!['GET', 'POST', 'PUT', 'DELETE'].includes(method)) continue;
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const paramsIn: ParamsIn = body ? 'body' : 'query';
      const schema: Schema = body ?? {
        type: 'object',
        properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])),
        required: query.filter((p) => p.required).map((p) => p.name),
      };
      operations.push({
        name: `${method} ${path}`,
        method,
        path,
        paramsIn,
        schema,
        answersFile: !operation.responses?.['200'],
        mayBeMultipart: method === 'POST' && paramsIn === 'query',
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        tag: operation.tags?.[0] ?? '',
        data: operation.responses?.['200']?.content?.['application/json']?.schema?.properties?.data,
      });
    }
  }
  return operations.sort((a, b) => a.name.localeCompare(b.name));
}
