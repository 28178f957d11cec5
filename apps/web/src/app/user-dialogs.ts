import { lazy } from 'react';
import type { UserDialogs } from '../shell/user-dialogs';

/**
 * What the shell's user menu hosts (spec-1 §2): the account feature's dialogs. The dialogs (forms, cascaders, uploads:
 * ≈ 100 kB gzip) load when first opened, not with the shell.
 */
export const USER_DIALOGS: UserDialogs = {
  info: lazy(() => import('../features/account/components/complete-info/complete-info-modal').then((m) => ({ default: m.CompleteInfoModal }))),
  password: lazy(() => import('../features/account/components/change-password-modal').then((m) => ({ default: m.ChangePasswordModal }))),
  company: lazy(() => import('../features/account/components/switch-unit-modal').then((m) => ({ default: m.SwitchUnitModal }))),
  job: lazy(() => import('../features/account/components/switch-job-modal').then((m) => ({ default: m.SwitchJobModal }))),
  logout: lazy(() => import('../features/account/components/logout-confirm-dialog').then((m) => ({ default: m.LogoutConfirmDialog }))),
};
