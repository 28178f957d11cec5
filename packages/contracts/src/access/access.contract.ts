import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, requiredText } from '../fields';
import { Msg } from '../messages';

export const getKey = defineRoute({
  method: 'POST',
  path: '/api/v1/access/access_system/get_key',
  summary: 'Get signing key',
  tag: 'access',
  auth: 'none',
  signed: false,
  request: z.object({
    system_no: requiredText(Msg.systemNoRequired, MaxLength.code),
    auth_code: requiredText(Msg.authCodeRequired, MaxLength.password),
  }),
  response: z.object({
    key: z.string(),
    secret: z.string(),
    expires_at: z.string(),
  }),
});

export const accessRoutes = { getKey } as const;
