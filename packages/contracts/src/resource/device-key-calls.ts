import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, uuidField } from './resource-fields';

/** What one device family's key calls differ in; everything else (answer, guard, signing) is the same for all. */
export interface DeviceKeyCallsOptions<K extends string> {
  /** The create call's path; rotate and revoke append `_rotate` and `_revoke` (paths chosen: the spec names none). */
  path: string;
  /** The device as the OpenAPI summaries name it: 'GPS device', 'site device', 'Bluetooth reader'. */
  noun: string;
  tag: string;
  permission: string;
  /** The request field naming the device, and its message when missing or not a UUID. */
  idField: K;
  idRequired: string;
}

const keyAnswer = z.object({
  /** Shown once: only its hash is stored. */
  device_key: z.string(),
  created_at: z.string(),
});

/**
 * A device family's three key calls (ARCHITECTURE.md rule 13): the unit's administrator creates a key (10003 when one
 * is live: rotate it instead), rotates it (the old one stops at once) or revokes it; the key is in the answer once.
 * One builder, so a new device family declares its key calls in one line and they cannot drift apart.
 */
export function deviceKeyCalls<const K extends string>(options: DeviceKeyCallsOptions<K>) {
  const { path, noun, tag, permission, idField, idRequired } = options;
  const request = z.object({ ...({ [idField]: uuidField(idRequired) } as Record<K, ReturnType<typeof uuidField>>), ...boundedSigningParams });
  const call = <Res extends z.ZodType>(suffix: string, verb: string, response: Res) =>
    defineRoute({
      method: 'POST',
      path: `${path}${suffix}`,
      summary: `${verb} a ${noun} key (path chosen)`,
      tag,
      auth: 'session',
      signed: true,
      permission,
      request,
      response,
    });
  return {
    create: call('', 'Creates', keyAnswer),
    rotate: call('_rotate', 'Rotates', keyAnswer),
    revoke: call('_revoke', 'Revokes', z.null()),
  };
}
