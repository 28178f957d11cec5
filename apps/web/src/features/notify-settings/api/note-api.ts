import { useQuery } from '@tanstack/react-query';
import { resourceApi, useApiClient } from '@zhuyun/ui';
import { note, routes } from '@zhuyun/contracts';

export const noteKeys = {
  cfgs: ['note', 'cfgs'] as const,
  projectCfgs: ['note', 'project-cfgs'] as const,
  templates: ['note', 'templates'] as const,
  logs: ['note', 'logs'] as const,
  jobs: ['note', 'jobs'] as const,
  projects: ['note', 'projects'] as const,
};

type Input = Record<string, unknown>;

export const noteCfgApi = resourceApi<typeof note.listNoteCfgs, Input>(
  { list: note.listNoteCfgs, create: note.saveNoteCfg, update: note.saveNoteCfg, remove: note.deleteNoteCfg },
  { id: 'note_cfg_id' },
);
export const projectNoteApi = resourceApi<typeof note.listProjectNotes, Input>(
  { list: note.listProjectNotes, create: note.saveProjectNote, update: note.saveProjectNote, remove: note.deleteProjectNote },
  { id: 'project_note_id' },
);
export const noteTemplateApi = resourceApi<typeof note.listNoteTemplates, Input>(
  { list: note.listNoteTemplates, create: note.saveNoteTemplate, update: note.saveNoteTemplate, remove: note.deleteNoteTemplate },
  { id: 'template_id' },
);
export const sendLogApi = resourceApi<typeof note.listNoteSendLogs, Input>({ list: note.listNoteSendLogs });

interface TreeNode {
  id: string;
  name: string;
  node_type: number;
  children_list: TreeNode[];
}

/** The unit's jobs as select options, each named with its department (施工员 appears in several). */
export function useJobOptions() {
  const client = useApiClient();
  const query = useQuery({
    queryKey: noteKeys.jobs,
    queryFn: ({ signal }) => client.call(routes.getOrgTree, { show_dept: 1, show_job: 1 }, { signal, silent: true }),
    staleTime: 300_000,
  });
  const options: { value: string; label: string }[] = [];
  const walk = (nodes: TreeNode[], dept: string) =>
    nodes.forEach((n) => {
      if (n.node_type === 3) options.push({ value: n.id, label: dept ? `${dept} / ${n.name}` : n.name });
      walk(n.children_list ?? [], n.node_type === 2 ? n.name : dept);
    });
  walk((query.data?.list ?? []) as TreeNode[], '');
  return options;
}

/** The unit's projects as select options. */
export function useProjectOptions() {
  const client = useApiClient();
  const query = useQuery({
    queryKey: noteKeys.projects,
    queryFn: ({ signal }) => client.call(routes.getProjectList, { per_page: 10_000_000 }, { signal, silent: true }),
    staleTime: 60_000,
  });
  return query.data?.list.map((p) => ({ value: p.project_id, label: p.project_name })) ?? [];
}

/** The unit's SMS templates of one event as select options (all events when none is given). */
export function useTemplateOptions(event?: string) {
  const client = useApiClient();
  const query = useQuery({
    queryKey: [...noteKeys.templates, 'options'],
    queryFn: ({ signal }) => client.call(note.listNoteTemplates, { is_page: 0 }, { signal, silent: true }),
    staleTime: 60_000,
  });
  return (query.data?.list ?? []).filter((t) => !event || t.event_code === event).map((t) => ({ value: t.template_id, label: t.template_name }));
}
