import { z } from 'zod';
import { defineRoute } from '../route';
import { requiredText } from '../fields';
import { Msg } from '../messages';

export const getKey = defineRoute({
  method: 'POST',
  path: '/api/v1/access/access_system/get_key',
  summary: 'Get signing key',
  tag: 'access',
  auth: 'none',
  signed: false,
  request: z.object({
    system_no: requiredText(Msg.systemNoRequired),
    auth_code: requiredText(Msg.authCodeRequired),
  }),
  response: z.object({
    key: z.string(),
    secret: z.string(),
    expires_at: z.string(),
  }),
});

export const accessRoutes = { getKey } as const;
