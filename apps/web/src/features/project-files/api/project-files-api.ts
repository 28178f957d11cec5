import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@zhuyun/client';
import { projectFiles, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { resourceApi, useApiClient } from '@zhuyun/ui';

export type DirNode = projectFiles.DirNode;
export type FileRow = ResponseOf<typeof projectFiles.listProjectDocFiles>['list'][number];
export type FileInput = RequestOf<typeof projectFiles.updateProjectDocFile>;
export type SignRow = ResponseOf<typeof projectFiles.listProjectDocSigns>['list'][number];
export type SignInput = RequestOf<typeof projectFiles.createProjectDocSign>;

/** Query keys of the project files (one root, so an upload refreshes the tree's counts and the lists at once). */
export const fileKeys = {
  all: ['project-files'] as const,
  tree: (projectId: string) => ['project-files', 'tree', projectId] as const,
  files: (dirId: string) => ['project-files', 'files', dirId] as const,
  versions: (docFileId: string) => ['project-files', 'versions', docFileId] as const,
  signs: ['project-files', 'signs'] as const,
  mySigns: ['project-files', 'my-signs'] as const,
};

export const fileApi = resourceApi<typeof projectFiles.listProjectDocFiles, FileInput>(
  { list: projectFiles.listProjectDocFiles, update: projectFiles.updateProjectDocFile, remove: projectFiles.deleteProjectDocFile },
  { id: 'doc_file_id' },
);
export const signApi = resourceApi<typeof projectFiles.listProjectDocSigns, SignInput>(
  { list: projectFiles.listProjectDocSigns, create: projectFiles.createProjectDocSign, update: projectFiles.updateProjectDocSign, remove: projectFiles.deleteProjectDocSign },
  { id: 'sign_id' },
);

export function useDirTree(projectId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: fileKeys.tree(projectId),
    queryFn: ({ signal }) => client.call(projectFiles.getProjectDirTree, { project_id: projectId }, { signal, silent: true }),
  });
}

/** The company's tags, the person's own (most used) first. */
export function useSigns() {
  const client = useApiClient();
  const all = useQuery({ queryKey: fileKeys.signs, queryFn: ({ signal }) => client.call(projectFiles.listProjectDocSigns, { is_page: 0 }, { signal, silent: true }) });
  const mine = useQuery({ queryKey: fileKeys.mySigns, queryFn: ({ signal }) => client.call(projectFiles.getUserDocSigns, {}, { signal, silent: true }) });
  // Stable between renders while the answers are, so the table's columns built from it stay the same too.
  return useMemo(() => {
    const rank = new Map((mine.data?.list ?? []).map((s, i) => [s.sign_id, i]));
    const list = [...(all.data?.list ?? [])].sort((a, b) => (rank.get(a.sign_id) ?? 1e9) - (rank.get(b.sign_id) ?? 1e9));
    return { list, mine: rank, loading: all.isLoading };
  }, [all.data, mine.data, all.isLoading]);
}

/** A change to the tree or the files: refreshes everything of the project files once it is done. */
export function useFilesMutation<I, O = unknown>(run: (client: ApiClient, input: I) => Promise<O>) {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation<O, Error, I>({ mutationFn: (input: I) => run(client, input), onSuccess: () => queries.invalidateQueries({ queryKey: fileKeys.all }) });
}

/** Saves a downloaded file under its name (the browser's own download, from memory). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function downloadFile(client: ApiClient, row: { doc_file_id: string; file_name: string }, versionId?: string): Promise<void> {
  const { blob, filename } = await client.download(projectFiles.downloadProjectDocFile, { doc_file_id: row.doc_file_id, version_id: versionId });
  saveBlob(blob, filename ?? row.file_name);
}

/** The tree as rows for a select: each directory with its path, in tree order; `skip` leaves out a subtree. */
export function flattenTree(nodes: readonly DirNode[], skip?: string, prefix = ''): { value: string; label: string }[] {
  return nodes.flatMap((n) =>
    n.dir_id === skip ? [] : [{ value: n.dir_id, label: `${prefix}${n.dir_name}` }, ...flattenTree(n.children, skip, `${prefix}${n.dir_name} / `)],
  );
}

export function findDir(nodes: readonly DirNode[], dirId: string | null): DirNode | undefined {
  for (const n of nodes) {
    if (n.dir_id === dirId) return n;
    const below = findDir(n.children, dirId);
    if (below) return below;
  }
  return undefined;
}

export const sizeText = (bytes: number): string =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
