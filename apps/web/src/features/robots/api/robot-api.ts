import { useQuery } from '@tanstack/react-query';
import { resourceApi, useApiClient } from '@zhuyun/ui';
import { robots } from '@zhuyun/contracts';

export const robotKeys = {
  robots: ['robots', 'robots'] as const,
  templates: ['robots', 'templates'] as const,
  tasks: ['robots', 'tasks'] as const,
  scenes: ['robots', 'scenes'] as const,
  cameras: ['robots', 'cameras'] as const,
  runs: ['robots', 'runs'] as const,
  ai: ['robots', 'ai'] as const,
  alarms: ['robots', 'alarms'] as const,
};

type Input = Record<string, unknown>;
export const robotApi = resourceApi<typeof robots.listRobots, Input>({ list: robots.listRobots, create: robots.createRobot, update: robots.updateRobot, remove: robots.deleteRobot });
export const templateApi = resourceApi<typeof robots.listPatrolTemplates, Input>({
  list: robots.listPatrolTemplates,
  create: robots.createPatrolTemplate,
  update: robots.updatePatrolTemplate,
  remove: robots.deletePatrolTemplate,
});
export const taskApi = resourceApi<typeof robots.listPatrolTasks, Input>({ list: robots.listPatrolTasks, create: robots.createPatrolTask, update: robots.updatePatrolTask, remove: robots.deletePatrolTask });
export const sceneApi = resourceApi<typeof robots.listPatrolScenes, Input>({
  list: robots.listPatrolScenes,
  create: robots.createPatrolScene,
  update: robots.updatePatrolScene,
  remove: robots.deletePatrolScene,
});
export const cameraApi = resourceApi<typeof robots.listCameras, Input>({ list: robots.listCameras, create: robots.createCamera, update: robots.updateCamera, remove: robots.deleteCamera });
export const runApi = resourceApi<typeof robots.listPatrolRuns>({ list: robots.listPatrolRuns });
export const aiResultApi = resourceApi<typeof robots.listAiResults>({ list: robots.listAiResults });
export const alarmApi = resourceApi<typeof robots.listPatrolAlarms>({ list: robots.listPatrolAlarms });

/** The unit's robots as select options (value is the id). */
export function useRobotOptions() {
  const client = useApiClient();
  const q = useQuery({
    queryKey: [...robotKeys.robots, 'options'],
    queryFn: ({ signal }) => client.call(robots.listRobots, { is_page: 0 }, { signal, silent: true }),
    staleTime: 60_000,
  });
  return (q.data?.list ?? []).map((r) => ({ value: r.robot_id, label: r.robot_name }));
}

/** The unit's patrol templates (all, or one robot's). */
export function useTemplates(robotId?: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...robotKeys.templates, 'all', robotId ?? null],
    queryFn: ({ signal }) => client.call(robots.listPatrolTemplates, { is_page: 0, ...(robotId ? { robot_id: robotId } : {}) }, { signal, silent: true }),
    staleTime: 60_000,
  });
}

/** The unit's scenes, for starting a template from one. */
export function useScenes(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...robotKeys.scenes, 'all'],
    queryFn: ({ signal }) => client.call(robots.listPatrolScenes, { is_page: 0 }, { signal, silent: true }),
    enabled,
    staleTime: 60_000,
  });
}
