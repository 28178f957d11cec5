import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, optionalUuid, searchText, uuidField } from '../resource';
import { syncResult } from './design-fields';
import { DesignMsg, DesignObject } from './design.messages';

export const jtOrgRow = z.object({
  org_id: z.string(),
  org_name: z.string(),
  /** The platform unit it was taken from (sync); null for none. */
  unit_company_id: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  address: z.string().nullable(),
  parent_org_id: z.string().nullable(),
  parent_org_name: z.string().nullable(),
  project_count: z.number(),
  synced_at: z.string().nullable(),
  created_at: z.string(),
});
export type JtOrgRow = z.infer<typeof jtOrgRow>;

/**
 * Design organisations (spec-2 §7.3): the company's design units. Rows come from `sync_org` (approved units of type
 * design taking part in the company's projects), so the resource lists and shows only.
 */
export const jtOrgResource = defineResource({
  name: 'jt_org',
  tag: 'design',
  scope: 'company',
  id: 'org_id',
  row: jtOrgRow,
  fields: {},
  filters: { search: searchText(100), parent_org_id: optionalUuid() },
  sort: ['created_at', 'org_name'],
  perPage: true,
  permission: DesignObject.design,
  messages: { notFound: DesignMsg.orgNotFound, idRequired: DesignMsg.orgIdRequired },
  calls: {
    list: { method: 'GET', path: '/api/v1/jt_org/get_org', summary: 'Design organisations' },
    detail: { method: 'GET', path: '/api/v1/jt_org/get_org/detail', summary: 'Design organisation detail', restful: true },
  },
});
export const { list: listJtOrgs, detail: getJtOrgDetail } = jtOrgResource.routes;

const design = { tag: 'design', auth: 'session', signed: true, permission: DesignObject.design } as const;
const option = z.object({ org_id: z.string(), org_name: z.string() });

export const getOrgSelect = defineRoute({
  ...design,
  method: 'GET',
  path: '/api/v1/jt_org/get_org_select',
  summary: 'Design organisations for a select',
  request: z.object({ search: searchText(100), ...boundedSigningParams }),
  response: z.object({ list: z.array(option) }),
});

export const getChildrenOrg = defineRoute({
  ...design,
  method: 'GET',
  path: '/api/v1/jt_org/children_org',
  summary: 'Child organisations',
  request: z.object({ org_id: uuidField(DesignMsg.orgIdRequired), ...boundedSigningParams }),
  response: z.object({ list: z.array(jtOrgRow) }),
});

/** Relates organisations: the children named become the org's children (a cycle is refused). */
export const unionOrg = defineRoute({
  ...design,
  method: 'POST',
  path: '/api/v1/jt_org/union',
  summary: 'Relates organisations',
  request: z.object({
    org_id: uuidField(DesignMsg.orgIdRequired),
    child_org_ids: z.array(uuidField(DesignMsg.orgIdsRequired), { error: DesignMsg.orgIdsRequired }).max(200).min(1, { error: DesignMsg.orgIdsRequired }),
    ...boundedSigningParams,
  }),
  response: z.object({ updated: z.number() }),
});

/** Takes the approved design units that take part in the company's projects into the list, idempotently. */
export const syncOrg = defineRoute({
  ...design,
  method: 'GET',
  path: '/api/v1/jt_org/sync_org',
  summary: 'Commits or syncs organisations',
  request: z.object({ ...boundedSigningParams }),
  response: syncResult,
});
