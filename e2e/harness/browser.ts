import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type BrowserServer, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { repoRoot } from './server';
import { recordToasts } from './toasts';

export const screenshotDir = path.join(repoRoot, 'e2e', 'screenshots');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium (global-setup.ts), which suites connect to instead of starting their own. */
    e2eBrowserEndpoint: string;
  }
}

/**
 * zhuyun.test resolves to the loopback server in every Chromium of the run (a reserved name, used by no other suite), so
 * plain-http.e2e.test.ts reaches the server under a non-localhost name in the run's one Chromium instead of starting
 * its own.
 */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP zhuyun.test 127.0.0.1',
];

/**
 * Debian's old headless shell (package chromium-headless-shell) when it is installed, else Debian's Chromium: the shell
 * draws the same pages with the same Blink and Skia, without the full browser around them, for ≈ 4–13 % less CPU per
 * suite (decision 030). CHROMIUM_PATH names another binary.
 */
const candidates = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

function chromiumPath(): string {
  const executablePath = process.env.CHROMIUM_PATH || candidates.find((file) => fs.existsSync(file));
  if (!executablePath || !fs.existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath ?? candidates.join(' or ')}: apt-get install chromium-headless-shell fonts-noto-cjk, or set CHROMIUM_PATH`,
    );
  }
  return executablePath;
}

/** One Chromium for the whole run (e2e global setup): each suite connects to it and works in contexts of its own. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath(), args: chromiumArgs });
}

/**
 * Debian's Chromium, headless, with the flags this machine's closed network needs. Never a downloaded browser.
 * Without extraArgs, and when the run started one (global-setup.ts, unless E2E_SHARED_BROWSER=0), this connects to the run's
 * Chromium instead of starting one per suite; close() then closes the suite's contexts and disconnects. extraArgs (e.g.
 * the model viewer's WebGL switches) start a Chromium of the suite's own.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const endpoint = extraArgs.length ? '' : sharedEndpoint();
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs, ...extraArgs] });
}

function sharedEndpoint(): string {
  try {
    return inject('e2eBrowserEndpoint') ?? '';
  } catch {
    return ''; // outside a vitest run (a script using the harness)
  }
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

/**
 * A picture for people to look at, in e2e/screenshots. Nothing reads it back, so a run that nobody looks at (CI:
 * .ci/run sets E2E_SCREENSHOTS=0) skips it: ≈ 0.2 s of CPU each, 120 in a run. A failed test's picture is taken
 * regardless (failureScreenshot).
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  if (process.env.E2E_SCREENSHOTS === '0') return '';
  return failureScreenshot(page, name);
}

export async function failureScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
