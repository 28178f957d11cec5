import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, boundedText, pagingQuery, requiredText, signingParams } from '../fields';
import { page } from '../envelope';
import { OrgMsg } from './organisation.messages';
import { accountSort } from './account.contract';
import { isUuidText, uuidId } from '../rules/uuid-id';
import { Msg } from '../messages';

export const jobUserRow = z.object({
  user_id: z.string(),
  user_no: z.string().nullable(),
  user_name: z.string(),
  phone: z.string(),
  /** The account's status: 1 active, 2 frozen. */
  status: z.number(),
  is_admin: z.boolean(),
  /** When the person was given this job. */
  create_date: z.string(),
});

/** The people holding one job of the session's unit (the right-hand list of /organizationFramework). */
export const getJobAccountList = defineRoute({
  method: 'POST',
  path: '/api/v1/org/p_job_user/get_account_list',
  summary: 'Organisation tree: people of a job',
  tag: 'organisation',
  auth: 'session',
  signed: true,
  permission: 'org.manage',
  request: z.object({
    job_id: uuidId(OrgMsg.jobIdRequired),
    search: boundedText(MaxLength.title).trim().optional(),
    ...accountSort,
    ...pagingQuery,
    ...signingParams,
  }),
  response: page(jobUserRow),
});

/**
 * Gives a job to approved members of the unit (user_ids comma-joined). Additive, unlike the reference's "replace the
 * set": a paged picker cannot know the whole set, and removing is delete_job_user's work.
 */
export const batchCreateJobUser = defineRoute({
  method: 'POST',
  path: '/api/v1/org/p_job_user/batch_create_job_user',
  summary: 'Organisation tree: assign people to a job',
  tag: 'organisation',
  auth: 'session',
  signed: true,
  permission: 'org.manage',
  request: z.object({
    job_id: uuidId(OrgMsg.jobIdRequired),
    user_ids: requiredText(OrgMsg.userIdsRequired, 40_000).refine((v) => v.split(',').every((id) => id.trim() === '' || isUuidText(id.trim())), { error: Msg.idInvalid }),
    ...signingParams,
  }),
  response: z.object({ added: z.number() }),
});

/** Takes a job away from one person (spec-2 §7.3 gives the path); their other jobs and membership stay. */
export const deleteJobUser = defineRoute({
  method: 'DELETE',
  path: '/adminc/v1/organization_manage/p_job_user/delete_job_user',
  summary: 'Remove a person from a job',
  tag: 'organisation',
  auth: 'session',
  signed: true,
  permission: 'org.manage',
  request: z.object({
    job_id: uuidId(OrgMsg.jobIdRequired),
    user_id: uuidId(OrgMsg.userIdRequired),
    ...signingParams,
  }),
  response: z.null(),
});
