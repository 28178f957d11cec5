import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { component, project } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { componentKeys } from './component-keys';

export type ComponentFilter = RequestOf<typeof component.listComponents>;

/** One page of the component list for the filter; the previous page stays while the next loads. */
export function useComponents(filter: ComponentFilter, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: componentKeys.list(filter),
    queryFn: ({ signal }) => client.call(component.listComponents, filter, { signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every project of the company, for the project selector (all rows: the server caps them at 10,000). */
export function useProjectOptions() {
  const client = useApiClient();
  return useQuery({
    queryKey: componentKeys.projects,
    queryFn: ({ signal }) => client.call(project.getProjectList, { per_page: 10_000_000 }, { signal, silent: true }),
    staleTime: 60_000,
  });
}

export function useCodeList(codeType: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: componentKeys.codes(codeType),
    queryFn: ({ signal }) => client.call(routes.getCodeList, { code_type: codeType }, { signal, silent: true }),
    staleTime: Infinity,
  });
}

export function useBuildNos(projectId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: componentKeys.buildNos(projectId ?? ''),
    queryFn: ({ signal }) => client.call(component.getComponentBuildNo, { project_id: projectId ?? '' }, { signal, silent: true }),
    enabled: Boolean(projectId),
  });
}

export function useFloorNos(projectId: string | undefined, buildNo: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: componentKeys.floorNos(projectId ?? '', buildNo ?? ''),
    queryFn: ({ signal }) => client.call(component.getComponentFloorNo, { project_id: projectId ?? '', build_no: buildNo }, { signal, silent: true }),
    enabled: Boolean(projectId),
  });
}
