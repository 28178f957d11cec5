import { and, eq, isNull } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client';
import { inSystemScope } from '../../db/scope';
import { deviceKeys } from '../../db/schema';
import { randomToken, safeEqual, sha256Hex } from '../crypto';
import { isUniqueViolation, isUuid } from '../query-helpers';

/** A device key as shown once: `dk_<key id without dashes>.<secret>`. */
const KEY_FORMAT = /^dk_([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

export interface DeviceRef {
  companyId: string;
  kind: string;
  deviceId: string;
}

export interface IssuedKey {
  device_key: string;
  created_at: string;
}

/**
 * Device credentials (ARCHITECTURE.md rule 13), for every kind of device: a GPS unit today, sensors tomorrow. A key is
 * 32 random bytes shown once and stored as its SHA-256; at most one key per device is live. Modules own the device
 * rows and who may manage them; this service only issues, rotates, revokes and checks keys.
 */
export class DeviceKeyService {
  constructor(private readonly db: Db) {}

  /** True when the device has a live key. */
  async hasLiveKey(ref: DeviceRef): Promise<boolean> {
    return (await this.liveKeys(ref)).length > 0;
  }

  /** A first key; null when one is already live (rotate replaces it). */
  async create(ref: DeviceRef, userId: string): Promise<IssuedKey | null> {
    try {
      return await this.insert(ref, userId);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Revokes the live key, if any, and issues a new one in the same transaction. */
  async rotate(ref: DeviceRef, userId: string): Promise<IssuedKey> {
    return this.db.transaction(async (tx) => {
      await tx.update(deviceKeys).set({ revoked_at: new Date() }).where(this.liveWhere(ref));
      return this.insert(ref, userId, tx);
    });
  }

  /** Revokes the live key; false when there was none. */
  async revoke(ref: DeviceRef): Promise<boolean> {
    const done = await this.db.update(deviceKeys).set({ revoked_at: new Date() }).where(this.liveWhere(ref)).returning({ id: deviceKeys.key_id });
    return done.length > 0;
  }

  /** The device a presented key belongs to, or null for a malformed, unknown, wrong or revoked one. */
  async verify(presented: string | undefined, kind: string): Promise<DeviceRef | null> {
    const match = KEY_FORMAT.exec(presented ?? '');
    if (!match) return null;
    const hex = match[1] as string;
    const keyId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    if (!isUuid(keyId)) return null;
    // A key is found by its id before its unit is known: the system scope `device-key` (decision 024); the caller
    // goes on in the unit the key names.
    const [row] = await inSystemScope('device-key', () =>
      this.db
        .select()
        .from(deviceKeys)
        .where(and(eq(deviceKeys.key_id, keyId), eq(deviceKeys.device_kind, kind), isNull(deviceKeys.revoked_at))),
    );
    if (!row || !safeEqual(row.secret_hash, sha256Hex(match[2] as string))) return null;
    return { companyId: row.company_id, kind: row.device_kind, deviceId: row.device_id };
  }

  private async insert(ref: DeviceRef, userId: string, db: Pick<Db, 'insert'> = this.db): Promise<IssuedKey> {
    const keyId = uuidv7();
    const secret = randomToken(32);
    const [row] = await db
      .insert(deviceKeys)
      .values({ key_id: keyId, company_id: ref.companyId, device_kind: ref.kind, device_id: ref.deviceId, secret_hash: sha256Hex(secret), created_by: userId })
      .returning({ created_at: deviceKeys.created_at });
    return { device_key: `dk_${keyId.replaceAll('-', '')}.${secret}`, created_at: (row?.created_at ?? new Date()).toISOString() };
  }

  private liveKeys(ref: DeviceRef) {
    return this.db.select({ id: deviceKeys.key_id }).from(deviceKeys).where(this.liveWhere(ref));
  }

  private liveWhere(ref: DeviceRef) {
    return and(
      eq(deviceKeys.company_id, ref.companyId),
      eq(deviceKeys.device_kind, ref.kind),
      eq(deviceKeys.device_id, ref.deviceId),
      isNull(deviceKeys.revoked_at),
    );
  }
}
