import { z } from 'zod';
import { defineRoute } from '../route';
import { emptyData } from '../envelope';
import { signingParams } from '../fields';
import { boundedString, numberOrNull } from '../resource';
import { ConfigMsg, ConfigObject } from './config.messages';

/** The placeholders a numbering rule may use; {seq} is required so two numbers never collide. */
export const NAME_RULE = /^(?:[^{}]|\{(?:yyyy|mm|dd|seq)\})*\{seq\}(?:[^{}]|\{(?:yyyy|mm|dd|seq)\})*$/;

export const companySettings = z.object({
  /** How new project numbers are made, e.g. XM-{yyyy}{mm}-{seq}. */
  name_rule: z.string(),
  map_lon: z.number(),
  map_lat: z.number(),
  map_zoom: z.number(),
  /** Minutes a session of this unit may sit idle, within the platform's bounds. */
  session_idle_minutes: z.number(),
});

export const getCompanySettings = defineRoute({
  method: 'POST',
  path: '/api/v1/config/company_setting/get_setting',
  summary: 'A unit’s settings (path chosen)',
  tag: 'config',
  auth: 'session',
  signed: true,
  permission: ConfigObject,
  request: z.object({ ...signingParams }),
  response: companySettings.extend({ idle_bounds: z.object({ min: z.number(), max: z.number() }) }),
});

const required = <T extends z.ZodType>(schema: T, message: string) => schema.refine((v) => v != null, { error: message });

export const saveCompanySettings = defineRoute({
  method: 'POST',
  path: '/api/v1/config/company_setting/save_setting',
  summary: 'Saves a unit’s settings (path chosen)',
  tag: 'config',
  auth: 'session',
  signed: true,
  permission: ConfigObject,
  request: z.object({
    name_rule: boundedString(60, ConfigMsg.nameRuleInvalid).trim().regex(NAME_RULE, { error: ConfigMsg.nameRuleInvalid }),
    map_lon: required(numberOrNull(ConfigMsg.lonInvalid, (n) => n >= -180 && n <= 180), ConfigMsg.lonInvalid),
    map_lat: required(numberOrNull(ConfigMsg.latInvalid, (n) => n >= -90 && n <= 90), ConfigMsg.latInvalid),
    map_zoom: required(numberOrNull(ConfigMsg.zoomInvalid, (n) => Number.isInteger(n) && n >= 3 && n <= 18), ConfigMsg.zoomInvalid),
    session_idle_minutes: required(numberOrNull(ConfigMsg.idleInvalid, (n) => Number.isInteger(n) && n >= 1), ConfigMsg.idleInvalid),
    ...signingParams,
  }),
  response: emptyData,
});
