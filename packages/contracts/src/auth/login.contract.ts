import { z } from 'zod';
import { defineRoute } from '../route';
import { LoginType } from '../constants';
import { Msg } from '../messages';
import { MaxLength, boundedText, numericCode, signingParams } from '../fields';


/** One call, two forms: login_type 1 with user_no and password, or 2 with phone and code (spec-1 §3, §5). */
export const loginRequest = z
  .object({
    login_type: numericCode([LoginType.password, LoginType.phone], Msg.loginTypeInvalid),
    // Bounded so a megabyte of user_no or password is refused before a lookup or an argon2 run.
    user_no: boundedText(MaxLength.userNo).optional(),
    password: boundedText(MaxLength.password).optional(),
    phone: boundedText(MaxLength.code).optional(),
    code: boundedText(MaxLength.code).optional(),
    system_no: boundedText(MaxLength.code).optional(),
    ...signingParams,
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.login_type === LoginType.password) {
      if (!v.user_no?.trim()) return fail('user_no', Msg.loginUserNoRequired);
      if (!v.password) return fail('password', Msg.loginPasswordRequired);
      return;
    }
    if (!v.phone?.trim()) return fail('phone', Msg.loginPhoneRequired);
    if (v.phone.length > 11) return fail('phone', Msg.phoneInvalidRegister);
    if (!v.code?.trim()) return fail('code', Msg.loginCodeRequired);
  });

export const jobRef = z.object({ job_id: z.string(), job_name: z.string() });

export const loginResponse = z.object({
  access_token: z.string(),
  user_id: z.string(),
  user_no: z.string().nullable(),
  user_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  comp_id: z.string().nullable(),
  company_type: z.number().nullable(),
  pwd_strong_flag: z.boolean(),
  job_list: z.array(jobRef),
});

export const login = defineRoute({
  method: 'POST',
  path: '/adminc/v1/login/do_login',
  summary: 'Login',
  tag: 'login',
  auth: 'none',
  signed: true,
  request: loginRequest,
  response: loginResponse,
  handlesErrors: true,
});

export const logout = defineRoute({
  method: 'DELETE',
  path: '/adminc/v1/login/log_out',
  summary: 'Logout',
  tag: 'login',
  auth: 'session',
  signed: true,
  request: z.object({ ...signingParams }),
  response: z.null(),
});
