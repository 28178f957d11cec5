import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, boundedText, signingParams } from '../fields';

export const smsOutboxRow = z.object({
  phone: z.string(),
  code: z.string(),
  usage_code: z.number(),
  created_at: z.string(),
});

/**
 * Development only: read the codes the outbox SMS provider "sent". Refused in production. Signed (issue 15 fix 5): only
 * a client holding the deployment's auth code reads codes, not anyone who can reach the port.
 */
export const readSmsOutbox = defineRoute({
  method: 'GET',
  path: '/api/dev/sms-outbox',
  summary: 'Read the development SMS outbox',
  tag: 'dev',
  auth: 'none',
  signed: true,
  request: z.object({ phone: boundedText(MaxLength.text).optional(), ...signingParams }),
  response: z.object({ list: z.array(smsOutboxRow) }),
});

export const health = defineRoute({
  method: 'GET',
  path: '/api/health',
  summary: 'Health',
  tag: 'dev',
  auth: 'none',
  signed: false,
  request: z.object({}),
  response: z.object({ status: z.literal('ok'), database: z.string(), uptime_s: z.number() }),
});
