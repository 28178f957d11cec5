import { screen } from '@testing-library/react';

/**
 * The open dialog (an antd Modal or Drawer) whose title says `title`.
 *
 * Not `findByRole('dialog', { name })`: under NODE_ENV=test, @rc-component/util's useId answers the same 'test-id' for
 * every antd component, so a dialog's aria-labelledby="test-id" points at the first element in the document with that
 * id — any id-less antd control drawn before the dialog (a project picker in a page's toolbar) — and the dialog is
 * named after that control. The query then never matches, however long it waits. In a browser the ids are React's
 * own and unique, and the dialog is named by its title.
 */
export async function findDialog(title: string | RegExp, options: { timeout?: number } = {}): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title, .ant-drawer-title' }, options);
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`the title "${String(title)}" is not inside a dialog`);
  return dialog;
}
