import type { SessionContext } from './session/session.types';

/**
 * Answers whether a session may use a permission object (ARCHITECTURE.md rule 8). The foundation grants every
 * object to platform administrators and to the administrator of the session's unit; the permission module replaces
 * this with the job grants from the database.
 */
export interface AccessPolicy {
  allows(session: SessionContext, objectNo: string): Promise<boolean>;
}

export const adminOnlyPolicy: AccessPolicy = {
  async allows(session) {
    return session.user.is_platform_admin || session.company?.is_admin === true;
  },
};
