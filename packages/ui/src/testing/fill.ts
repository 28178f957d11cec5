import type { UserEvent } from '@testing-library/user-event';

/**
 * A value whose keystrokes prove nothing, pasted into `field` (focused by a click, as a person would): under jsdom
 * each typed key re-renders and re-validates the whole antd form, the costliest step of a kit test. Type where the
 * keystrokes are what is tested (a limit, a key, a search as you type). The app's page tests use it
 * too (`@zhuyun/ui/testing/fill`); it is not in the kit's index, so no bundle carries it.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
