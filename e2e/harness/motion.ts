import type { Page } from 'playwright-core';

/**
 * Waits until no finite CSS animation or transition is running on the page (a menu's or a drawer's entrance, a
 * button's colour change): a condition, where a fixed pause guessed how long the motion takes and lost on a starved
 * runner. Endless animations (a spinner, a scrolling news list) are not waited for.
 */
export async function motionSettled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout },
  );
}
