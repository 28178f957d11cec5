import { useQuery } from '@tanstack/react-query';
import { resourceApi, useApiClient } from '@zhuyun/ui';
import { monitor } from '@zhuyun/contracts';

export const monitorKeys = {
  notices: ['monitor', 'notices'] as const,
  metrics: (minutes: number) => ['monitor', 'metrics', minutes] as const,
};

/** How often the page re-reads the metrics (they move by the minute). */
const METRICS_REFRESH_MS = 15_000;

export const apiNoticeApi = resourceApi<typeof monitor.getApiNotices, Record<string, unknown>>(
  { list: monitor.getApiNotices, create: monitor.setApiNotice, update: monitor.setApiNotice, remove: monitor.deleteApiNotice },
  { id: 'api_notice_id' },
);

export function useApiMetrics(minutes: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: monitorKeys.metrics(minutes),
    queryFn: ({ signal }) => client.call(monitor.getApiMetrics, { minutes }, { signal, silent: true }),
    refetchInterval: METRICS_REFRESH_MS,
  });
}
