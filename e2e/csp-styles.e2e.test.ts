import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { ProjectDemoIds } from '../apps/server/src/db/seed/project.seed';
import { screenshot } from './harness/browser';
import { openUserMenuItem } from './harness/pages';
import { openSignedIn } from './harness/session';
import { useSharedServerAndPage } from './harness/suite';

/**
 * Issue 15 fix 6 (docs/decisions/019-security-headers.md): the pages' policy admits no inline style element without the
 * answer's nonce, and antd's runtime styles, the shell's dialogs and the phone pages still render: no violation is
 * reported, and every <style> element on the page carries the nonce of the policy it was served with.
 */
describe('style nonce under the page policy', () => {
  // It signs in and looks (the password dialog is opened, never saved): the run's shared server.
  const suite = useSharedServerAndPage();

  /** The nonce a page's policy names for style elements. */
  const nonceOf = (response: Response | null) => /style-src 'self' 'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
  /** Opens a page; answers its nonce. */
  const visit = async (path: string) => nonceOf(await suite.page.goto(`${suite.server.baseUrl}${path}`));
  const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.splice(0));
  const styleNonces = (page: Page) => page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.nonce));

  // Records the policy's violations from before any of a page's scripts run.
  beforeAll(async () => {
    await suite.page.context().addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.sourceFile}:${e.lineNumber} ${e.sample}`));
    });
  });

  it('/login: the nonce of the policy is in the page, and nothing is refused', async () => {
    const nonce = await visit('/login');
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await suite.page.locator('meta[name="csp-nonce"]').getAttribute('content')).toBe(nonce);
    await expect.poll(() => suite.page.getByPlaceholder('请输入用户名').isVisible()).toBe(true);
    await screenshot(suite.page, 'csp-login');
    expect(await violations(suite.page)).toEqual([]);
  });

  it('/homepage signed in, with a dialog open: antd styles carry the nonce, and nothing is refused', async () => {
    // Signed in through the API: the form is login-page's subject, the signed-in page's styles this one's.
    const nonce = nonceOf(await openSignedIn(suite.page, suite.server.baseUrl, '/homepage'));
    await expect.poll(() => suite.page.getByRole('button', { name: '用户菜单' }).isVisible()).toBe(true);
    await openUserMenuItem(suite.page, '修改密码');
    await expect.poll(() => suite.page.getByRole('dialog', { name: '修改密码' }).isVisible()).toBe(true);
    await screenshot(suite.page, 'csp-homepage-dialog');
    const nonces = await styleNonces(suite.page);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    expect(await violations(suite.page)).toEqual([]);
  });

  it.each([`/memberQrCode?id=${ProjectDemoIds.tracedComponent}`, '/QuestionnaireSurveyMobile'])('%s: nothing is refused', async (path) => {
    const nonce = await visit(path);
    expect(nonce).toBeDefined();
    await expect.poll(() => suite.page.locator('#root *').count()).toBeGreaterThan(0);
    await screenshot(suite.page, `csp-${path.slice(1, 12)}`);
    expect(await violations(suite.page)).toEqual([]);
  });
});
