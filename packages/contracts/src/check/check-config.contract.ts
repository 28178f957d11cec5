import { z } from 'zod';
import { defineResource, optionalUuid, saveRouteOf, searchText, text, textOrNull } from '../resource';
import { codeField, codeFilter, sortNo, urlOrNull } from './check-fields';
import { BUSINESS_TYPES, CheckMsg, CheckObject } from './check.messages';

/**
 * Check configuration under /web/v1/common_check (spec-1 §7, spec-2 §7.3 "Other"; the paths beyond the spec's four are
 * ours, in the family's style: list GET, detail GET, save POST creating without the id and editing with it, delete
 * DELETE). Any member of the unit reads them (a form is needed to fill one); changing them is each page's.
 */
const base = '/web/v1/common_check';
const calls = (noun: string, word: string, listMethod: 'GET' | 'POST' = 'GET') =>
  ({
    list: { method: listMethod, path: `${base}/${noun}/list`, summary: `${word} list` },
    detail: { method: 'GET', path: `${base}/${noun}/detail`, summary: `${word} detail` },
    create: { method: 'POST', path: `${base}/${noun}/save`, summary: `Saves a ${word.toLowerCase()} (create and edit)` },
    update: { method: 'POST', path: `${base}/${noun}/save`, summary: `Saves a ${word.toLowerCase()} (create and edit)` },
    delete: { method: 'DELETE', path: `${base}/${noun}/delete`, summary: `Deletes a ${word.toLowerCase()}` },
  }) as const;
const writes = (object: string) => ({ create: object, update: object, delete: object });

export const checkItemRow = z.object({
  check_item_id: z.string(),
  item_name: z.string(),
  item_code: z.string().nullable(),
  item_type: z.number(),
  standard: z.string().nullable(),
  sort_no: z.number(),
  remark: z.string().nullable(),
  created_at: z.string(),
});
export const checkItemResource = defineResource({
  name: 'check_item',
  tag: 'check',
  scope: 'company',
  id: 'check_item_id',
  row: checkItemRow,
  fields: {
    item_name: text(100, CheckMsg.itemNameRequired),
    item_code: textOrNull(50),
    item_type: codeField([1, 2, 3, 4], CheckMsg.statusInvalid, 1),
    standard: textOrNull(500),
    sort_no: sortNo,
    remark: textOrNull(500),
  },
  filters: { search: searchText(100), item_type: codeFilter([1, 2, 3, 4], CheckMsg.statusInvalid) },
  sort: ['sort_no', 'created_at', 'item_name'],
  perPage: true,
  permission: writes(CheckObject.item),
  messages: { notFound: CheckMsg.itemNotFound, idRequired: CheckMsg.itemIdRequired, conflict: { item_code: CheckMsg.itemCodeExists } },
  calls: calls('item', 'Check item'),
});

export const checkFormRow = z.object({
  form_id: z.string(),
  form_name: z.string(),
  remark: z.string().nullable(),
  current_version: z.number(),
  field_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** Forms: a name and remark here; their definition is saved as versions by saveFormVersion. */
export const checkFormResource = defineResource({
  name: 'check_form',
  tag: 'check',
  scope: 'company',
  id: 'form_id',
  row: checkFormRow,
  fields: { form_name: text(100, CheckMsg.formNameRequired), remark: textOrNull(500) },
  filters: { search: searchText(100) },
  sort: ['updated_at', 'created_at', 'form_name'],
  perPage: true,
  permission: writes(CheckObject.form),
  messages: { notFound: CheckMsg.formNotFound, idRequired: CheckMsg.formIdRequired },
  calls: calls('form', 'Check form'),
});

export const checkModuleRow = z.object({
  module_id: z.string(),
  module_name: z.string(),
  item_ids: z.array(z.string()),
  item_count: z.number(),
  sort_no: z.number(),
  remark: z.string().nullable(),
  created_at: z.string(),
});
/** Modules group check items (a 钢筋 module, a 模板 module …); templates are built of a form and modules. */
export const checkModuleResource = defineResource({
  name: 'check_module',
  tag: 'check',
  scope: 'company',
  id: 'module_id',
  row: checkModuleRow,
  fields: {
    module_name: text(100, CheckMsg.moduleNameRequired),
    item_ids: z
      .array(z.string().max(36), { error: CheckMsg.itemNotFound })
      .max(200, { error: CheckMsg.itemNotFound })
      .optional()
      .transform((v) => v ?? []),
    sort_no: sortNo,
    remark: textOrNull(500),
  },
  filters: { search: searchText(100) },
  sort: ['sort_no', 'created_at', 'module_name'],
  perPage: true,
  permission: writes(CheckObject.module),
  messages: { notFound: CheckMsg.moduleNotFound, idRequired: CheckMsg.moduleIdRequired },
  calls: calls('module', 'Check module'),
});

export const checkTemplateRow = z.object({
  template_id: z.string(),
  template_name: z.string(),
  form_id: z.string(),
  form_name: z.string().nullable(),
  form_version: z.number(),
  module_id: z.string().nullable(),
  module_name: z.string().nullable(),
  status: z.number(),
  remark: z.string().nullable(),
  record_count: z.number(),
  created_at: z.string(),
});
/** Templates: a form (filled at its newest version) and optionally a module; status 1 in use, 0 stopped. */
export const checkTemplateResource = defineResource({
  name: 'check_template',
  tag: 'check',
  scope: 'company',
  id: 'template_id',
  row: checkTemplateRow,
  fields: {
    template_name: text(100, CheckMsg.templateNameRequired),
    form_id: optionalUuid(CheckMsg.formInvalid).refine((v) => !!v, { error: CheckMsg.formInvalid }),
    module_id: optionalUuid(CheckMsg.moduleInvalid),
    status: codeField([0, 1], CheckMsg.statusInvalid, 1),
    remark: textOrNull(500),
  },
  filters: { search: searchText(100), status: codeFilter([0, 1], CheckMsg.statusInvalid), form_id: optionalUuid() },
  sort: ['created_at', 'template_name'],
  perPage: true,
  permission: writes(CheckObject.template),
  messages: { notFound: CheckMsg.templateNotFound, idRequired: CheckMsg.templateIdRequired },
  // The spec's "template list POST" (spec-2 §7.3 "Other").
  calls: calls('template', 'Check template', 'POST'),
});

export const businessConfigRow = z.object({
  config_id: z.string(),
  business_type: z.number(),
  template_id: z.string(),
  template_name: z.string().nullable(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  enabled: z.number(),
  remark: z.string().nullable(),
  created_at: z.string(),
});
/** Which template applies to which business (/checkBusinessConfig; the monitoring businesses on /monitorBusinessConfig). */
export const businessConfigResource = defineResource({
  name: 'check_business_config',
  tag: 'check',
  scope: 'company',
  id: 'config_id',
  row: businessConfigRow,
  fields: {
    business_type: codeField(BUSINESS_TYPES, CheckMsg.businessTypeInvalid, 1),
    template_id: optionalUuid(CheckMsg.templateRequired).refine((v) => !!v, { error: CheckMsg.templateRequired }),
    project_id: optionalUuid(CheckMsg.projectInvalid),
    enabled: codeField([0, 1], CheckMsg.statusInvalid, 1),
    remark: textOrNull(500),
  },
  filters: {
    business_type: codeFilter(BUSINESS_TYPES, CheckMsg.businessTypeInvalid),
    kind: codeFilter([1, 2], CheckMsg.businessTypeInvalid),
    project_id: optionalUuid(),
  },
  sort: ['created_at', 'business_type'],
  perPage: true,
  permission: writes(CheckObject.business),
  messages: { notFound: CheckMsg.configNotFound, idRequired: CheckMsg.configIdRequired },
  calls: calls('business', 'Business check configuration'),
});

export const thirdPartyRow = z.object({
  third_id: z.string(),
  third_name: z.string(),
  url: z.string().nullable(),
  contact: z.string().nullable(),
  embed: z.number(),
  remark: z.string().nullable(),
  created_at: z.string(),
});
/** Third-party systems; one marked embed is what /embagedPage shows, sandboxed. */
export const thirdPartyResource = defineResource({
  name: 'check_third_party',
  tag: 'check',
  scope: 'company',
  id: 'third_id',
  row: thirdPartyRow,
  fields: {
    third_name: text(100, CheckMsg.thirdNameRequired),
    url: urlOrNull,
    contact: textOrNull(50),
    embed: codeField([0, 1], CheckMsg.statusInvalid, 0),
    remark: textOrNull(500),
  },
  filters: { search: searchText(100), embed: codeFilter([0, 1], CheckMsg.statusInvalid) },
  sort: ['created_at', 'third_name'],
  perPage: true,
  permission: writes(CheckObject.third),
  messages: { notFound: CheckMsg.thirdNotFound, idRequired: CheckMsg.thirdIdRequired },
  calls: calls('third_party', 'Third-party system'),
});

export const { list: listCheckItems, detail: getCheckItem, delete: deleteCheckItem } = checkItemResource.routes;
export const saveCheckItem = saveRouteOf(checkItemResource);
export const { list: listCheckForms, detail: getCheckForm, delete: deleteCheckForm } = checkFormResource.routes;
export const saveCheckForm = saveRouteOf(checkFormResource);
export const { list: listCheckModules, detail: getCheckModule, delete: deleteCheckModule } = checkModuleResource.routes;
export const saveCheckModule = saveRouteOf(checkModuleResource);
export const { list: listCheckTemplates, detail: getCheckTemplate, delete: deleteCheckTemplate } = checkTemplateResource.routes;
export const saveCheckTemplate = saveRouteOf(checkTemplateResource);
export const { list: listBusinessConfigs, detail: getBusinessConfig, delete: deleteBusinessConfig } = businessConfigResource.routes;
export const saveBusinessConfig = saveRouteOf(businessConfigResource);
export const { list: listThirdParties, detail: getThirdParty, delete: deleteThirdParty } = thirdPartyResource.routes;
export const saveThirdParty = saveRouteOf(thirdPartyResource);
