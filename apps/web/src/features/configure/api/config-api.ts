import { useQuery } from '@tanstack/react-query';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import { resourceApi, useApiClient } from '@zhuyun/ui';

export type CodeTypeRow = ResponseOf<typeof routes.getCodeTypes>['list'][number];
export type CodeValueRow = ResponseOf<typeof routes.getCodeValues>['list'][number];

export const configKeys = {
  types: ['config', 'code-types'] as const,
  values: ['config', 'code-values'] as const,
  system: ['config', 'system-codes'] as const,
  settings: ['config', 'settings'] as const,
};

/** The unit's code types and values; update and delete carry their id in the body (paths chosen beside get_codelist). */
export const codeTypeApi = resourceApi({ list: routes.getCodeTypes, create: routes.createCodeType, update: routes.updateCodeType, remove: routes.deleteCodeType }, { id: 'code_type_id' });
export const codeValueApi = resourceApi({ list: routes.getCodeValues, create: routes.createCodeValue, update: routes.updateCodeValue, remove: routes.deleteCodeValue }, { id: 'code_value_id' });

export const ENABLED_OPTIONS = [
  { value: 0, label: '启用' },
  { value: 1, label: '停用' },
];

export function useSystemCodes() {
  const client = useApiClient();
  return useQuery({ queryKey: configKeys.system, queryFn: ({ signal }) => client.call(routes.getSystemCodeTypes, {}, { signal, silent: true }), staleTime: 300_000 });
}

export function useCompanySettings() {
  const client = useApiClient();
  return useQuery({ queryKey: configKeys.settings, queryFn: ({ signal }) => client.call(routes.getCompanySettings, {}, { signal, silent: true }) });
}
