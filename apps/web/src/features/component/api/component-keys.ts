/** Query keys of the component feature: invalidating ['components'] refreshes lists after an import or an update. */
export const componentKeys = {
  all: ['components'] as const,
  list: (filter: object) => ['components', 'list', filter] as const,
  projects: ['components', 'projects'] as const,
  firstProjectWithComponents: ['components', 'projects', 'with-components'] as const,
  codes: (type: string) => ['components', 'codes', type] as const,
  buildNos: (projectId: string) => ['components', 'build-nos', projectId] as const,
  floorNos: (projectId: string, buildNo: string) => ['components', 'floor-nos', projectId, buildNo] as const,
  qrcode: (id: string) => ['components', 'qrcode', id] as const,
};
