import { useQuery } from '@tanstack/react-query';
import { resourceApi, useApiClient } from '@zhuyun/ui';
import { routes, work } from '@zhuyun/contracts';

export const workKeys = {
  reports: ['work', 'reports'] as const,
  warns: ['work', 'warns'] as const,
  projects: ['work', 'projects'] as const,
};

type Input = Record<string, unknown>;

export const workReportApi = resourceApi<typeof work.getWorkReports, Input>(
  { list: work.getWorkReports, create: work.saveWorkReport, update: work.saveWorkReport, remove: work.deleteWorkReport },
  { id: 'work_report_id' },
);
export const warnRecordApi = resourceApi<typeof work.getWarnMsgs, Input>({ list: work.getWarnMsgs, create: work.addWarnMsg, update: work.editWarnMsg }, { id: 'warn_id' });

/** The unit's projects as select options. */
export function useProjectOptions() {
  const client = useApiClient();
  const query = useQuery({
    queryKey: workKeys.projects,
    queryFn: ({ signal }) => client.call(routes.getProjectList, { per_page: 10_000_000 }, { signal, silent: true }),
    staleTime: 60_000,
  });
  return query.data?.list.map((p) => ({ value: p.project_id, label: p.project_name })) ?? [];
}
