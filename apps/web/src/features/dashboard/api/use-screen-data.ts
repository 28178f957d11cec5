import { useQuery } from '@tanstack/react-query';
import { routes, type RouteContract, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/**
 * Every panel re-asks every 20 s, also while the wall's tab is unfocused (docs/decisions/007-dashboard-refresh.md).
 * React Query keeps the old answer on screen while asking, and only re-renders a panel whose answer changed.
 */
export const SCREEN_REFRESH_MS = 20_000;

function useScreenQuery<R extends RouteContract>(route: R, params: RequestOf<R>) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['screen', route.path, params],
    queryFn: ({ signal }) => client.call(route, params, { signal }) as Promise<ResponseOf<R>>,
    refetchInterval: SCREEN_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}

/** spec-2 §7.2 sends field=cp_type with every statistics call, the component count included. */
export const useNews = () => useScreenQuery(routes.getNewsList, {});
export const useSummary = () => useScreenQuery(routes.getProjectSummary, {});
export const useMapPoints = () => useScreenQuery(routes.getMapPoints, {});
export const useComponentRatio = () => useScreenQuery(routes.getComponentRatioStats, { field: 'cp_type' });
export const useComponentCount = () => useScreenQuery(routes.getComponentCountStats, { field: 'cp_type' });
export const useUnitTypes = () => useScreenQuery(routes.getUnitTypeStats, { field: 'cp_type' });
export const useBuildingTypes = () => useScreenQuery(routes.getBuildingTypeStats, { field: 'cp_type' });
export const useProjectProgress = () => useScreenQuery(routes.getProjectProgress, { field: 'cp_type' });
