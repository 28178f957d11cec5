import { z } from 'zod';
import { defineRoute } from '../route';
import { requiredText } from '../fields';

export const getKey = defineRoute({
  method: 'POST',
  path: '/api/v1/access/access_system/get_key',
  summary: 'Get signing key',
  tag: 'access',
  auth: 'none',
  signed: false,
  request: z.object({
    system_no: requiredText('system_no不能为空'),
    auth_code: requiredText('auth_code不能为空'),
  }),
  response: z.object({
    key: z.string(),
    secret: z.string(),
    expires_at: z.string(),
  }),
});

export const accessRoutes = { getKey } as const;
