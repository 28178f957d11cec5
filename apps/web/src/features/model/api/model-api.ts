import { useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '@zhuyun/client';
import { resourceApi, useApiClient } from '@zhuyun/ui';
import { model, project } from '@zhuyun/contracts';
import { readRuntimeConfig } from '../../../lib/runtime-config';

export const modelKeys = {
  models: ['model', 'list'] as const,
  versions: (modelId: string) => ['model', 'versions', modelId] as const,
  projects: ['model', 'projects'] as const,
};

/**
 * The client of the model library: the shell's client (session, signature, error policy) plus this deployment's
 * model-library credential (MODEL_CLIENT_KEY), which replaces the old client's fixed basic authorization.
 */
export function modelClient(client: ApiClient): ApiClient {
  const key = readRuntimeConfig().modelClientKey;
  if (!key) return client;
  const withKey = (opts: CallOptions = {}): CallOptions => ({ ...opts, headers: { ...opts.headers, [model.MODEL_CLIENT_HEADER]: key } });
  const wrapped = Object.create(client) as ApiClient;
  wrapped.call = (route, input, opts) => client.call(route, input, withKey(opts));
  wrapped.upload = (route, input, file, filename, opts) => client.upload(route, input, file, filename, withKey(opts));
  return wrapped;
}

export function useModelClient(): ApiClient {
  return modelClient(useApiClient());
}

const models = resourceApi<typeof model.listModels>({ list: model.listModels, create: model.saveModel, update: model.updateModel }, { id: 'model_id' });
export const modelApi = (client: ApiClient) => models(modelClient(client));

export function useModelVersions(modelId: string | null) {
  const client = useModelClient();
  return useQuery({
    queryKey: modelKeys.versions(modelId ?? ''),
    queryFn: ({ signal }) => client.call(model.listModelVersions, { model_id: modelId as string, is_page: 0 }, { signal, silent: true }),
    enabled: Boolean(modelId),
    // The answer carries 10-minute signed links; refetch well before they lapse.
    staleTime: 300_000,
  });
}

/** Every model of the unit (the viewer's picker). */
export function useAllModels() {
  const client = useModelClient();
  return useQuery({
    queryKey: [...modelKeys.models, 'all'],
    queryFn: ({ signal }) => client.call(model.listModels, { is_page: 0 }, { signal, silent: true }),
    staleTime: 60_000,
  });
}

export function useProjectOptions() {
  const client = useApiClient();
  const query = useQuery({
    queryKey: modelKeys.projects,
    queryFn: ({ signal }) => client.call(project.getProjectList, { per_page: 10_000_000 }, { signal, silent: true }),
    staleTime: 60_000,
  });
  return query.data?.list.map((p) => ({ value: p.project_id, label: p.project_name }));
}

/** Uploads a file, then saves it as the model's next version. */
export async function uploadVersion(client: ApiClient, modelId: string, file: File, note: string | null) {
  const uploaded = await client.upload(model.uploadModelFile, {}, file, file.name);
  return client.call(model.saveModelVersion, { model_id: modelId, file_id: uploaded.data.file_id, note });
}
