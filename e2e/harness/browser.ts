import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { repoRoot } from './server';
import { recordToasts } from './toasts';

export const screenshotDir = path.join(repoRoot, 'e2e', 'screenshots');

/**
 * Debian's Chromium, headless, with the flags this machine's closed network needs. Never a downloaded browser.
 * extraArgs adds flags, e.g. --host-resolver-rules to reach the local server under a non-localhost name.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: apt-get install chromium fonts-noto-cjk, or set CHROMIUM_PATH`);
  }
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  });
}

/**
 * A page in a context of its own that records the toasts it shows (see toasts.ts). The browser asks for reduced
 * motion, which the app honours (antd's motion off): a dialog is where a person sees it from its first frame, so a
 * click is never aimed at a button still zooming into place (issue 22: 进入平台 was clicked mid-animation on a busy
 * machine, the click missed, no toast, and the next test found the dialog still open).
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce', ...options });
  await recordToasts(context);
  return context.newPage();
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
