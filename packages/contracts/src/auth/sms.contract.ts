import { z } from 'zod';
import { defineRoute } from '../route';
import { UsageCode } from '../constants';
import { Msg } from '../messages';
import { MaxLength, boundedText, numericCode, optionalNumericCode, signingParams } from '../fields';
import { sendCodePhoneError } from '../rules/phone';

export const sendCodeRequest = z
  .object({
    phone: boundedText(MaxLength.text).optional(),
    usage_code: numericCode([UsageCode.login, UsageCode.register], Msg.usageCodeInvalid),
    template_no: boundedText(MaxLength.code).optional(),
    system_no: boundedText(MaxLength.code).optional(),
    user_type: optionalNumericCode(Msg.userTypeNotNumber),
    ...signingParams,
  })
  .superRefine((v, ctx) => {
    const message = sendCodePhoneError(v.phone);
    if (message) ctx.addIssue({ code: 'custom', path: ['phone'], message });
  });

export const sendCode = defineRoute({
  method: 'POST',
  path: '/adminc/v1/p_sms_validcode/create_validate_code',
  summary: 'Send code',
  tag: 'login',
  auth: 'none',
  signed: true,
  request: sendCodeRequest,
  response: z.object({ expires_in: z.number().int(), resend_after: z.number().int() }),
});
