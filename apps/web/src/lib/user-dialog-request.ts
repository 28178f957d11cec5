/**
 * Lets a page open one of the user menu's dialogs (e.g. /loginMode's 修改密码) without importing the feature that
 * owns it: features never import each other; the shell's user menu hosts the dialogs and listens here.
 */
export type UserDialog = 'info' | 'password' | 'company' | 'job' | 'logout';

const EVENT = 'zhuyun:user-dialog';
const bus = new EventTarget();

export function openUserDialog(which: UserDialog): void {
  bus.dispatchEvent(new CustomEvent<UserDialog>(EVENT, { detail: which }));
}

/** Subscribes the user menu; answers the unsubscribe for an effect's clean-up. */
export function onUserDialogRequest(listener: (which: UserDialog) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<UserDialog>).detail);
  bus.addEventListener(EVENT, handler);
  return () => bus.removeEventListener(EVENT, handler);
}
