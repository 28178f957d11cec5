import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams as signingParams, boundedString, text, textOrNull } from '../resource/resource-fields';
import { isMobilePhone } from '../rules/phone';
import { PersonalMsg } from './personal.messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A mainland mobile number, for the phone change (the new number). */
const newPhone = boundedString(20, PersonalMsg.newPhoneInvalid)
  .trim()
  .min(1, { error: PersonalMsg.newPhoneRequired })
  .refine(isMobilePhone, { error: PersonalMsg.newPhoneInvalid });

export const myUnit = z.object({
  company_id: z.string(),
  company_name: z.string(),
  /** The membership's review status: 2 under review, 3 approved, 4 rejected. */
  status: z.number(),
  is_admin: z.boolean(),
  job_names: z.array(z.string()),
  is_current: z.boolean(),
});

export const myProfile = z.object({
  user_id: z.string(),
  user_no: z.string().nullable(),
  user_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  /** What the form stores (files/<id>), and a short-lived link to show it. */
  avatar: z.string().nullable(),
  avatar_url: z.string().nullable(),
  has_password: z.boolean(),
  created_at: z.string(),
  units: z.array(myUnit),
});

/** My profile (/myInfomation, /modifyInformation): who I am and the units I belong to. */
export const getMyProfile = defineRoute({
  method: 'GET',
  path: '/api/v1/user/user/get_my_info',
  summary: 'My profile (path chosen)',
  tag: 'user',
  auth: 'session',
  signed: true,
  request: z.object({ ...signingParams }),
  response: myProfile,
});

/** Name, e-mail and avatar (an image I uploaded, or null to remove it). The phone changes only through a code. */
export const updateMyProfile = defineRoute({
  method: 'POST',
  path: '/api/v1/user/user/update_my_info',
  summary: 'Update my profile (path chosen)',
  tag: 'user',
  auth: 'session',
  signed: true,
  request: z.object({
    user_name: text(64, PersonalMsg.userNameRequired),
    email: textOrNull(100).refine((v) => v == null || EMAIL.test(v), { error: PersonalMsg.emailInvalid }),
    avatar: textOrNull(64),
    ...signingParams,
  }),
  response: z.null(),
});

/**
 * Sends a code to the NEW phone through the platform's code flow (60 s between sends, 5 an hour, 10 a day per phone),
 * after refusing my own number and one another account holds.
 */
export const sendPhoneChangeCode = defineRoute({
  method: 'POST',
  path: '/api/v1/user/user/send_phone_code',
  summary: 'Send a code to a new phone (path chosen)',
  tag: 'user',
  auth: 'session',
  signed: true,
  request: z.object({ phone: newPhone, ...signingParams }),
  response: z.object({ expires_in: z.number().int(), resend_after: z.number().int() }),
});

/** Changes my phone when the code sent to the new phone is right (10104 when it is wrong or expired). */
export const changeMyPhone = defineRoute({
  method: 'POST',
  path: '/api/v1/user/user/update_phone',
  summary: 'Change my phone (path chosen)',
  tag: 'user',
  auth: 'session',
  signed: true,
  request: z.object({
    phone: newPhone,
    code: boundedString(10, PersonalMsg.codeRequired).trim().min(1, { error: PersonalMsg.codeRequired }),
    ...signingParams,
  }),
  response: z.object({ phone: z.string() }),
});
