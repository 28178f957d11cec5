import { createContext, useContext, type ComponentType } from 'react';
import type { UserDialog } from '../lib/user-dialog-request';

/** What a dialog of the user menu is given: whether it shows, and how it says it is done. */
export interface UserDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The dialogs the user menu hosts, one per entry. They belong to a feature (account) and the shell imports no
 * feature, so the app layer hands them in (app/user-dialogs.ts, provided around the layout in app/table-routes.tsx).
 */
export type UserDialogs = Readonly<Record<UserDialog, ComponentType<UserDialogProps>>>;

export const UserDialogsContext = createContext<UserDialogs | null>(null);

export const useUserDialogs = (): UserDialogs | null => useContext(UserDialogsContext);
