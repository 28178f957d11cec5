import { design, type RequestOf } from '@zhuyun/contracts';
import { resourceApi } from '@zhuyun/ui';

/** Query keys of the design family (one place, so a write refreshes every list that shows it). */
export const designKeys = {
  orgs: ['design', 'orgs'] as const,
  projects: ['design', 'projects'] as const,
  cons: ['design', 'cons'] as const,
  deep: ['design', 'deep'] as const,
  papers: ['design', 'papers'] as const,
  versions: (paperId: string) => ['design', 'versions', paperId] as const,
  tree: (projectId: string) => ['design', 'tree', projectId] as const,
  wbs: (projectId: string) => ['design', 'tree', projectId, 'wbs'] as const,
  info: (projectId: string) => ['design', 'info', projectId] as const,
  nodeComponents: (resolveId: string) => ['design', 'node-components', resolveId] as const,
  projectSelect: ['design', 'project-select'] as const,
};

export const orgApi = resourceApi({ list: design.listJtOrgs });
export const jtProjectApi = resourceApi<typeof design.listJtProjects, RequestOf<typeof design.createJtProject>>({
  list: design.listJtProjects,
  create: design.createJtProject,
  update: design.updateJtProject,
  remove: design.deleteJtProject,
});
export const consInfoApi = resourceApi<typeof design.listConsInfo, RequestOf<typeof design.createConsInfo>>({
  list: design.listConsInfo,
  create: design.createConsInfo,
  update: design.updateConsInfo,
  remove: design.deleteConsInfo,
});
export const deepApi = resourceApi<typeof design.listDeepDesigns, RequestOf<typeof design.saveDeepDesign>>({ list: design.listDeepDesigns, create: design.saveDeepDesign });
export const paperApi = resourceApi({ list: design.listPapers, remove: design.deletePaper }, { id: 'paper_id' });
