import { z } from 'zod';
import { defineRoute } from '../route';
import { UsageCode } from '../constants';
import { Msg } from '../messages';
import { MaxLength, boundedText, numericCode, optionalNumericCode, passwordText, requiredText, signingParams } from '../fields';
import { isRegisterPasswordLength } from '../rules/password';
import { isMobilePhone } from '../rules/phone';
import { isUserNo } from '../rules/user-no';

const registerPhone = requiredText(Msg.phoneRequiredRegister).refine(isMobilePhone, { error: Msg.phoneInvalidRegister });
const usageRegister = numericCode([UsageCode.register], Msg.usageMustBeRegister);

/** The full ("scan") register form of spec-1 §3, checked in the order of its fields (spec-1 §5). */
export const scanRegisterRequest = z
  .object({
    user_no: requiredText(Msg.userNoRequired, MaxLength.userNo).refine(isUserNo, { error: Msg.userNoCharset }),
    user_name: requiredText(Msg.userNameRequired, MaxLength.name),
    password: passwordText(Msg.passwordRequired, Msg.registerPasswordLength).refine(isRegisterPasswordLength, { error: Msg.registerPasswordLength }),
    // Longer than any password allowed here, so it cannot be the same one.
    confirm_password: passwordText(Msg.confirmPasswordRequired, Msg.passwordsDiffer),
    phone: registerPhone,
    code: requiredText(Msg.codeRequiredRegister, MaxLength.code),
    usage_code: usageRegister,
    system_no: boundedText(MaxLength.code).optional(),
    audit_status: optionalNumericCode(Msg.auditStatusNotNumber),
    user_type: optionalNumericCode(Msg.userTypeNotNumber),
    ...signingParams,
  })
  .superRefine((v, ctx) => {
    if (v.confirm_password !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: Msg.passwordsDiffer });
    }
  });

export const registeredUser = z.object({ user_id: z.string(), user_no: z.string().nullable(), pwd_strong_flag: z.boolean() });

export const scanRegister = defineRoute({
  method: 'POST',
  path: '/api/v1/access/login/user_register_pwd',
  summary: 'Scan register',
  tag: 'register',
  auth: 'none',
  signed: true,
  request: scanRegisterRequest,
  response: registeredUser,
  handlesErrors: true,
});

export const phoneRegisterRequest = z.object({
  phone: registerPhone,
  code: requiredText(Msg.codeRequiredRegister, MaxLength.code),
  usage_code: usageRegister,
  system_no: boundedText(MaxLength.code).optional(),
  user_type: optionalNumericCode(Msg.userTypeNotNumber),
  ...signingParams,
});

export const phoneRegister = defineRoute({
  method: 'POST',
  path: '/api/v1/access/login/register',
  summary: 'Phone register',
  tag: 'register',
  auth: 'none',
  signed: true,
  request: phoneRegisterRequest,
  response: registeredUser.extend({ access_token: z.string() }),
  handlesErrors: true,
});
