/** Query keys of the permission-object pages; every write re-reads everything under `all`. */
export const objectKeys = {
  all: ['objects'] as const,
  tree: ['objects', 'tree'] as const,
  list: (query: object) => ['objects', 'list', query] as const,
};
