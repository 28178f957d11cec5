import { create } from 'zustand';
import { StorageKey, type project } from '@zhuyun/contracts';
import { appStorage } from './storage';
import { useSessionStore } from './session-store';

/** What the shell keeps of a chosen project (spec-1 §3 "Project"), in browser storage; pages read it from here. */
export type PickedProject = Pick<project.ProjectRow, 'project_id' | 'project_code' | 'project_name' | 'address' | 'company_name'>;

interface CurrentProjectState {
  /** The project the pages work on: the first of the chosen ones. */
  current: PickedProject | null;
  /** Every project chosen in the dialog, in the order they were ticked. */
  chosen: PickedProject[];
  choose: (projects: PickedProject[]) => void;
  reload: () => void;
}

const fromStorage = () => {
  const chosen = appStorage.get<PickedProject[]>(StorageKey.projectList);
  return { current: appStorage.get<PickedProject>(StorageKey.currentProject), chosen: Array.isArray(chosen) ? chosen : [] };
};

/**
 * The current project and the chosen list under the storage keys of spec-1 §3 (currentProject, projectList,
 * projectIdList). The session store removes the same keys on logout.
 */
export const useCurrentProjectStore = create<CurrentProjectState>()((set) => ({
  ...fromStorage(),
  choose: (projects) => {
    const current = projects[0] ?? null;
    appStorage.set(StorageKey.projectList, projects);
    appStorage.set(
      StorageKey.projectIdList,
      projects.map((p) => p.project_id),
    );
    if (current) appStorage.set(StorageKey.currentProject, current);
    else appStorage.remove(StorageKey.currentProject);
    set({ current, chosen: projects });
  },
  reload: () => set(fromStorage()),
}));

// Logout and a lost session remove the keys from storage; forget them here too, so the next person starts clean.
useSessionStore.subscribe((state, before) => {
  if (before.token && !state.token) useCurrentProjectStore.getState().reload();
});
