import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LIVE_CONNECTED, LiveEventType, project, site, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { useLiveEvents } from '../../../lib/live/use-live-events';

export const siteKeys = {
  all: ['site'] as const,
  devices: ['site', 'devices'] as const,
  lifts: ['site', 'lifts'] as const,
  environment: (projectId: string) => ['site', 'environment', projectId] as const,
  liftState: (deviceId: string) => ['site', 'lift-state', deviceId] as const,
  liftWork: (deviceId: string) => ['site', 'lift-work', deviceId] as const,
  behavior: (projectId: string) => ['site', 'behavior', projectId] as const,
  climb: (projectId: string) => ['site', 'climb', projectId] as const,
};

export type DeviceInput = RequestOf<typeof site.createSiteDevice>;
export type LiftInput = RequestOf<typeof site.editConstructionLift>;

/**
 * Site readings refresh without reload: each upload is announced on the live-events stream (one SSE connection per
 * session, already open for the bell), so a page re-reads its data when a device reports — at once, and never while
 * nothing happens, which a poll cannot do. A (re)connection re-reads too, since events are not replayed after a gap.
 */
export function useSiteLiveRefresh(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: siteKeys.all });
  useLiveEvents(LiveEventType.siteReadings, refresh);
  useLiveEvents(LIVE_CONNECTED, refresh);
}

export function useEnvironment(projectId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: siteKeys.environment(projectId ?? ''),
    queryFn: ({ signal }) => client.call(site.getEnvironment, projectId ? { project_id: projectId } : {}, { signal, silent: true }),
  });
}

export function useDevices(kind: site.SiteDeviceKind, projectId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...siteKeys.devices, kind, projectId ?? ''],
    queryFn: ({ signal }) => client.call(site.listSiteDevices, { device_kind: kind, is_page: 0, ...(projectId ? { project_id: projectId } : {}) }, { signal, silent: true }),
  });
}

export function useLiftState(deviceId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: siteKeys.liftState(deviceId ?? ''),
    queryFn: ({ signal }) => client.call(site.getEleStateData, { device_id: deviceId ?? '' }, { signal, silent: true }),
    enabled: Boolean(deviceId),
  });
}

export function useLiftWork(deviceId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: siteKeys.liftWork(deviceId ?? ''),
    queryFn: ({ signal }) => client.call(site.getEleWorkData, { device_id: deviceId ?? '' }, { signal, silent: true }),
    enabled: Boolean(deviceId),
  });
}

export function useEvents(kind: 'behavior' | 'climb', projectId: string | undefined) {
  const client = useApiClient();
  const route = kind === 'behavior' ? site.getBehavior : site.getClimb;
  return useQuery({
    queryKey: kind === 'behavior' ? siteKeys.behavior(projectId ?? '') : siteKeys.climb(projectId ?? ''),
    queryFn: ({ signal }) => client.call(route, { page_size: 10, ...(projectId ? { project_id: projectId } : {}) }, { signal, silent: true }),
  });
}

/** The company's projects for a select (the project list call, every row). */
export function useProjectOptions() {
  const client = useApiClient();
  const query = useQuery({
    queryKey: ['site', 'project-options'],
    queryFn: ({ signal }) => client.call(project.getProjectList, { per_page: 10_000 }, { signal, silent: true }),
    staleTime: 300_000,
  });
  return (query.data?.list ?? []).map((p) => ({ value: p.project_id, label: p.project_name }));
}
