import { z } from 'zod';
import { defineRoute } from '../route';
import { emptyData } from '../envelope';
import { signingParams } from '../fields';
import { optionalUuidId, uuidId } from '../rules/uuid-id';

/** People (issue 19 item 1): a person's card code, the unit's invite code as a QR, and a person's job names. */
export const PeopleMsg = {
  userIdRequired: '用户ID不能为空',
  userNotInUnit: '该人员不在本单位',
  noInviteCode: '本单位暂无邀请码',
  noUnit: '请先进入单位',
} as const;

/** What a person's card code carries: the platform's scanners read the person's id from it. */
export const userCardPayload = (userId: string) => `zhuyun:user:${userId}`;

/** A person's card code as a PNG (blob): one's own, or, with organisation rights, a member's of the unit. */
export const getUserQrcode = defineRoute({
  method: 'POST',
  path: '/api/v1/user/qrcode',
  summary: 'A person’s card QR code (blob)',
  tag: 'user',
  auth: 'session',
  signed: true,
  request: z.object({ user_id: optionalUuidId(), ...signingParams }),
  response: emptyData,
});

/** The unit's invite code as a PNG (blob): scanned by a phone, it opens the join flow with the code filled in. */
export const getOrgQrcode = defineRoute({
  method: 'POST',
  path: '/api/v1/user/org_qrcode',
  summary: 'The unit’s invite QR code (blob)',
  tag: 'user',
  auth: 'session',
  signed: true,
  permission: 'org.manage',
  request: z.object({ ...signingParams }),
  response: emptyData,
});

/** A member's name and the names of the jobs they hold in the unit. */
export const getUserJobName = defineRoute({
  method: 'POST',
  path: '/api/v1/user/user/get_user_job_name',
  summary: 'A member’s job names',
  tag: 'user',
  auth: 'session',
  signed: true,
  request: z.object({ user_id: uuidId(PeopleMsg.userIdRequired), ...signingParams }),
  response: z.object({ user_id: z.string(), user_name: z.string(), job_names: z.array(z.string()) }),
});
