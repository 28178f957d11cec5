import type { ApiClient } from '@zhuyun/client';
import type { RequestOf, ResponseOf, RouteContract } from '@zhuyun/contracts';
import type { ResourceQuery } from './resource-query';

/** One page of a list as the spec's list calls answer it. */
export interface ResourcePageAnswer<Row> {
  list: Row[];
  total_count: number;
  cur_page?: number;
  page_size?: number;
}

/**
 * What the kit needs of a server resource. Any part may be missing: a list without `create` shows no 新增 button,
 * without `remove` no 删除. `exportFile` is a server-side export (xlsx) of the query; without it the kit exports CSV.
 */
export interface ResourceApi<Row, Values = Record<string, unknown>> {
  list: (query: ResourceQuery, signal?: AbortSignal) => Promise<ResourcePageAnswer<Row>>;
  create?: (values: Values) => Promise<unknown>;
  update?: (row: Row, values: Values) => Promise<unknown>;
  remove?: (row: Row) => Promise<unknown>;
  exportFile?: (query: ResourceQuery) => Promise<{ blob: Blob; filename: string | null }>;
}

/** A resource's API bound to nothing yet: the page's ApiClient (from context) is handed in when it renders. */
export type ResourceSource<Row, Values = Record<string, unknown>> = ResourceApi<Row, Values> | ((client: ApiClient) => ResourceApi<Row, Values>);

type RowOf<L extends RouteContract> = ResponseOf<L> extends { list: (infer R)[] } ? R : never;

export interface ResourceRoutes<L extends RouteContract> {
  list: L;
  create?: RouteContract;
  update?: RouteContract;
  remove?: RouteContract;
  /** A route answering a file of the list's query (the server's xlsx export). */
  export?: RouteContract;
}

export interface ResourceApiOptions<Row> {
  /**
   * How the contracts spell the sort order. The kit says asc/desc; the car, project and labour contracts of wave 1 still
   * take antd's ascend/descend. Paging is always page/page_size, which every list contract accepts.
   */
  sortWords?: 'asc' | 'ascend';
  /** The row's id field, for update/delete routes that carry no `restfulId`. */
  id?: keyof Row & string;
}

const toWire = (query: ResourceQuery, words: 'asc' | 'ascend'): Record<string, unknown> =>
  words === 'ascend' && query.sort_order ? { ...query, sort_order: query.sort_order === 'asc' ? 'ascend' : 'descend' } : { ...query };

/**
 * Builds the kit's adapter from route contracts (`car.listCars`, `car.createCar` …). The id of update and delete is the
 * route's `restfulId` field, read from the row. A `defineResource` declaration yields the same routes, so a page
 * built on this does not change when its resource is declared that way.
 */
export function resourceApi<L extends RouteContract, Values extends object = Record<string, unknown>>(
  routes: ResourceRoutes<L>,
  options: ResourceApiOptions<RowOf<L>> = {},
): (client: ApiClient) => ResourceApi<RowOf<L>, Values> {
  const words = options.sortWords ?? 'asc';
  const idOf = (route: RouteContract, row: RowOf<L>): Record<string, unknown> => {
    const field = route.restfulId ?? options.id;
    if (!field) throw new Error(`${route.method} ${route.path} has no restfulId: pass resourceApi's "id" option`);
    return { [field]: (row as Record<string, unknown>)[field] };
  };
  return (client) => ({
    list: (query, signal) => client.call(routes.list, toWire(query, words) as RequestOf<L>, { signal, silent: true }) as Promise<ResourcePageAnswer<RowOf<L>>>,
    create: routes.create && ((values) => client.call(routes.create as RouteContract, values as RequestOf<RouteContract>)),
    update: routes.update && ((row, values) => client.call(routes.update as RouteContract, { ...values, ...idOf(routes.update as RouteContract, row) } as RequestOf<RouteContract>)),
    remove: routes.remove && ((row) => client.call(routes.remove as RouteContract, idOf(routes.remove as RouteContract, row) as RequestOf<RouteContract>)),
    exportFile: routes.export && ((query) => client.download(routes.export as RouteContract, toWire(query, words) as RequestOf<RouteContract>)),
  });
}
