import { useQuery } from '@tanstack/react-query';
import { resourceApi, useApiClient } from '@zhuyun/ui';
import { check } from '@zhuyun/contracts';

export const checkKeys = {
  items: ['check', 'items'] as const,
  forms: ['check', 'forms'] as const,
  modules: ['check', 'modules'] as const,
  templates: ['check', 'templates'] as const,
  business: ['check', 'business'] as const,
  records: ['check', 'records'] as const,
  reports: ['check', 'reports'] as const,
  thirds: ['check', 'thirds'] as const,
  materials: ['check', 'materials'] as const,
  version: (formId: string, version?: number) => ['check', 'version', formId, version ?? 'newest'] as const,
  record: (id: string) => ['check', 'record', id] as const,
  report: (id: string, page: number, pageSize: number) => ['check', 'report', id, page, pageSize] as const,
};

type Input = Record<string, unknown>;
export const itemApi = resourceApi<typeof check.listCheckItems, Input>({ list: check.listCheckItems, create: check.saveCheckItem, update: check.saveCheckItem, remove: check.deleteCheckItem }, { id: 'check_item_id' });
export const formApi = resourceApi<typeof check.listCheckForms, Input>({ list: check.listCheckForms, create: check.saveCheckForm, update: check.saveCheckForm, remove: check.deleteCheckForm }, { id: 'form_id' });
export const moduleApi = resourceApi<typeof check.listCheckModules, Input>({ list: check.listCheckModules, create: check.saveCheckModule, update: check.saveCheckModule, remove: check.deleteCheckModule }, { id: 'module_id' });
export const templateApi = resourceApi<typeof check.listCheckTemplates, Input>({ list: check.listCheckTemplates, create: check.saveCheckTemplate, update: check.saveCheckTemplate, remove: check.deleteCheckTemplate }, { id: 'template_id' });
export const businessApi = resourceApi<typeof check.listBusinessConfigs, Input>({ list: check.listBusinessConfigs, create: check.saveBusinessConfig, update: check.saveBusinessConfig, remove: check.deleteBusinessConfig }, { id: 'config_id' });
export const recordApi = resourceApi<typeof check.listCheckRecords, Input>({ list: check.listCheckRecords, remove: check.deleteCheckRecord }, { id: 'record_id' });
export const reportApi = resourceApi<typeof check.listReportForms, Input>({ list: check.listReportForms, create: check.saveReportForm, update: check.saveReportForm, remove: check.deleteReportForm }, { id: 'report_id' });
export const thirdApi = resourceApi<typeof check.listThirdParties, Input>({ list: check.listThirdParties, create: check.saveThirdParty, update: check.saveThirdParty, remove: check.deleteThirdParty }, { id: 'third_id' });
export const materialApi = resourceApi<typeof check.listMaterialChecks, Input>({ list: check.listMaterialChecks, create: check.saveMaterialCheck, update: check.saveMaterialCheck, remove: check.deleteMaterialCheck }, { id: 'material_check_id' });

/** All rows of a list as select options (forms, templates, modules, items: a unit has tens of them, not thousands). */
function useOptions<R extends Record<string, unknown>>(key: readonly unknown[], load: (signal: AbortSignal) => Promise<{ list: R[] }>, value: keyof R, label: keyof R) {
  const query = useQuery({ queryKey: [...key, 'options'], queryFn: ({ signal }) => load(signal), staleTime: 60_000 });
  return (query.data?.list ?? []).map((r) => ({ value: String(r[value]), label: String(r[label]) }));
}

export function useFormOptions() {
  const client = useApiClient();
  return useOptions(checkKeys.forms, (signal) => client.call(check.listCheckForms, { is_page: 0 }, { signal, silent: true }), 'form_id', 'form_name');
}
export function useTemplateOptions() {
  const client = useApiClient();
  return useOptions(checkKeys.templates, (signal) => client.call(check.listCheckTemplates, { is_page: 0 }, { signal, silent: true }), 'template_id', 'template_name');
}
export function useModuleOptions() {
  const client = useApiClient();
  return useOptions(checkKeys.modules, (signal) => client.call(check.listCheckModules, { is_page: 0 }, { signal, silent: true }), 'module_id', 'module_name');
}
export function useItemOptions() {
  const client = useApiClient();
  return useOptions(checkKeys.items, (signal) => client.call(check.listCheckItems, { is_page: 0 }, { signal, silent: true }), 'check_item_id', 'item_name');
}

/** One version of a form (the newest without `version`). */
export function useFormVersion(formId: string | null, version?: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: checkKeys.version(formId ?? '', version),
    queryFn: ({ signal }) => client.call(check.getFormVersion, { form_id: formId as string, ...(version ? { version } : {}) }, { signal, silent: true }),
    enabled: Boolean(formId),
    retry: false,
  });
}

export const optionsOf = (names: Record<number, string>, codes?: readonly number[]) =>
  (codes ?? Object.keys(names).map(Number)).map((value) => ({ value, label: names[value] as string }));
