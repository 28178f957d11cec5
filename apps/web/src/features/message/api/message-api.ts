import { useQuery } from '@tanstack/react-query';
import { resourceApi, useApiClient } from '@zhuyun/ui';
import { message, routes } from '@zhuyun/contracts';

export const messageKeys = {
  news: ['msg', 'news'] as const,
  notify: ['msg', 'notify'] as const,
  alarms: ['msg', 'alarm'] as const,
  cates: (type: number) => ['msg', 'cates', type] as const,
  mine: ['msg', 'mine'] as const,
};

export type NewsInput = Record<string, unknown>;

export const newsApi = resourceApi<typeof message.listNews, NewsInput>({ list: message.listNews, remove: message.deleteNews }, { id: 'news_id' });
export const notifyApi = resourceApi<typeof message.listNotify, NewsInput>(
  { list: message.listNotify, create: message.saveNotify, update: message.saveNotify, remove: message.deleteNotify },
  { id: 'notify_id' },
);
export const alarmApi = resourceApi<typeof message.listAlarms, NewsInput>(
  { list: message.listAlarms, create: message.saveAlarm, update: message.saveAlarm, remove: message.deleteAlarm },
  { id: 'alarm_id' },
);

/** The company's categories of one type (1 news, 2 notices, 3 alarms), as select options. */
export function useCateOptions(cateType: number) {
  const client = useApiClient();
  const query = useQuery({
    queryKey: messageKeys.cates(cateType),
    queryFn: ({ signal }) => client.call(message.listBusiCates, { cate_type: cateType, is_page: 0 }, { signal, silent: true }),
    staleTime: 300_000,
  });
  return query.data?.list.map((c) => ({ value: c.cate_code, label: c.cate_name }));
}

interface TreeNode {
  id: string;
  name: string;
  node_type: number;
  children_list: TreeNode[];
}

/** A notice's audience as one choice: the whole unit, or `<audience_type>:<id>` (2 department, 3 job, 4 project). */
export const UNIT_AUDIENCE = 'unit';

/**
 * The choices of a notice's audience: the whole unit, each department and each job (the organisation tree, flattened),
 * and each project of the unit (reaching its members).
 */
export function useAudienceOptions() {
  const client = useApiClient();
  const tree = useQuery({
    queryKey: ['msg', 'org-tree'],
    queryFn: ({ signal }) => client.call(routes.getOrgTree, { show_dept: 1, show_job: 1 }, { signal, silent: true }),
    staleTime: 300_000,
  });
  const projects = useQuery({
    queryKey: ['msg', 'projects'],
    queryFn: ({ signal }) => client.call(routes.getProjectList, { per_page: 1000 }, { signal, silent: true }),
    staleTime: 300_000,
  });
  const depts: { value: string; label: string }[] = [];
  const jobs: { value: string; label: string }[] = [];
  const walk = (nodes: TreeNode[]) =>
    nodes.forEach((n) => {
      if (n.node_type === 2) depts.push({ value: `2:${n.id}`, label: `部门：${n.name}` });
      if (n.node_type === 3) jobs.push({ value: `3:${n.id}`, label: `岗位：${n.name}` });
      walk(n.children_list);
    });
  walk((tree.data?.list ?? []) as TreeNode[]);
  const projectOptions = (projects.data?.list ?? []).map((p) => ({ value: `4:${p.project_id}`, label: `项目：${p.project_name}` }));
  return [{ value: UNIT_AUDIENCE, label: '全单位' }, ...depts, ...jobs, ...projectOptions];
}

/** The form's one choice to the API's audience_type and audience_ids, and back. */
export function audienceInput(choice: string): { audience_type: number; audience_ids: string[] } {
  if (choice === UNIT_AUDIENCE) return { audience_type: 1, audience_ids: [] };
  const [type, id] = choice.split(':') as [string, string];
  return { audience_type: Number(type), audience_ids: [id] };
}
export const audienceChoice = (type: number, ids: string[]): string => (type === 1 || !ids[0] ? UNIT_AUDIENCE : `${type}:${ids[0]}`);
