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

/** The unit's departments (the organisation tree, flattened), as the choices of a notice's audience. */
export function useDeptOptions() {
  const client = useApiClient();
  const query = useQuery({
    queryKey: ['msg', 'depts'],
    queryFn: ({ signal }) => client.call(routes.getOrgTree, { show_dept: 1, show_job: 0 }, { signal, silent: true }),
    staleTime: 300_000,
  });
  const flat: { value: string; label: string }[] = [];
  const walk = (nodes: TreeNode[]) => nodes.forEach((n) => (n.node_type === 2 && flat.push({ value: n.id, label: n.name }), walk(n.children_list)));
  walk((query.data?.list ?? []) as TreeNode[]);
  return flat;
}
