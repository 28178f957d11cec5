import type { FastifyInstance } from 'fastify';
import { AuditAction, type RouteContract } from '@zhuyun/contracts';
import { fail } from '../errors';
import { registerRoute } from '../http/register-route';
import type { Platform } from '../platform';
import type { SessionContext } from '../session/session.types';
import { tenantOf } from '../tenant';
import type { DeviceKeyService } from './device-key.service';

/** What one device family brings: its calls, its kind of key, how to find its device, and its own wording. */
export interface DeviceKeyFamily {
  calls: Record<'create' | 'rotate' | 'revoke', RouteContract & { auth: 'session' }>;
  /** The `kind` its keys are stored under (a key of one kind never opens another's ingestion call). */
  kind: string;
  /** The request field naming the device. */
  idField: string;
  /** Whether the session's company has that device (another company's answers like a missing one: 10002). */
  exists: (companyId: string, deviceId: string) => Promise<boolean>;
  messages: { adminOnly: string; notFound: string; exists: string; none: string };
}

/**
 * A device family's key calls (ARCHITECTURE.md rule 13), the same for GPS units, site devices and readers: the unit's
 * administrator only, a device of the session's company, the key in the answer once, and every change appended to the
 * unit's audit chain (issue 15 build 3; the key itself never is).
 */
export function registerDeviceKeyRoutes(app: FastifyInstance, platform: Platform, keys: DeviceKeyService, family: DeviceKeyFamily): void {
  const { calls, kind, idField, exists, messages } = family;
  const deviceOf = async (session: SessionContext, input: unknown) => {
    if (!session.user.is_platform_admin && session.company?.is_admin !== true) throw fail.forbidden(messages.adminOnly);
    const companyId = tenantOf(session);
    const deviceId = (input as Record<string, string>)[idField]!;
    if (!(await exists(companyId, deviceId))) throw fail.notFound(messages.notFound);
    return { companyId, kind, deviceId };
  };
  const audited = (session: SessionContext, deviceId: string, detail: 'create' | 'rotate' | 'revoke') =>
    platform.audit.record(session, { action: AuditAction.deviceKeyChange, objectType: 'device_key', objectId: deviceId, detail });

  registerRoute(app, platform, calls.create, {
    handler: async ({ input, session }) => {
      const device = await deviceOf(session, input);
      const issued = await keys.create(device, session.userId);
      if (!issued) throw fail.conflict(messages.exists);
      await audited(session, device.deviceId, 'create');
      return issued;
    },
  });

  registerRoute(app, platform, calls.rotate, {
    handler: async ({ input, session }) => {
      const device = await deviceOf(session, input);
      const rotated = await keys.rotate(device, session.userId);
      await audited(session, device.deviceId, 'rotate');
      return rotated;
    },
  });

  registerRoute(app, platform, calls.revoke, {
    handler: async ({ input, session }) => {
      const device = await deviceOf(session, input);
      if (!(await keys.revoke(device))) throw fail.notFound(messages.none);
      await audited(session, device.deviceId, 'revoke');
      return null;
    },
  });
}
