import { z } from 'zod';
import { defineRoute } from '../route';
import { Msg } from '../messages';
import { MaxLength, boundedText, passwordText, signingParams } from '../fields';
import { isStrongPassword } from '../rules/password';
import { optionalUuidId } from '../rules/uuid-id';

export const changePasswordRequest = z
  .object({
    old_password: passwordText(Msg.oldPasswordRequired),
    user_id: optionalUuidId(),
    new_password: passwordText(Msg.newPasswordRequired, Msg.strongPassword).refine(isStrongPassword, { error: Msg.strongPassword }),
    confirm_password: boundedText(MaxLength.text).optional(),
    ...signingParams,
  })
  .superRefine((v, ctx) => {
    if (v.confirm_password !== undefined && v.confirm_password !== v.new_password) {
      const message = v.confirm_password === '' ? Msg.confirmNewPasswordRequired : Msg.passwordsDiffer;
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message });
    }
  });

export const changePassword = defineRoute({
  method: 'PUT',
  path: '/adminc/v1/system_manage/p_sys_user/update_password',
  summary: 'Change password',
  tag: 'user',
  auth: 'session',
  signed: true,
  request: changePasswordRequest,
  response: z.null(),
});
