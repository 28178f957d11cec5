import type { SessionContext } from './session/session.types';

/**
 * Answers whether a session may use a permission object (ARCHITECTURE.md rule 8). Objects named `platform.*` are
 * the platform administrator's alone (unit reviews, application reviews). Every other object is granted to platform
 * administrators and to the administrator of the session's unit until the permission module replaces this with the
 * job grants from the database.
 */
export interface AccessPolicy {
  allows(session: SessionContext, objectNo: string): Promise<boolean>;
}

export const PLATFORM_OBJECT_PREFIX = 'platform.';

export const adminOnlyPolicy: AccessPolicy = {
  async allows(session, objectNo) {
    if (objectNo.startsWith(PLATFORM_OBJECT_PREFIX)) return session.user.is_platform_admin;
    return session.user.is_platform_admin || session.company?.is_admin === true;
  },
};
