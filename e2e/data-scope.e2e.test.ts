import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { routes } from '@zhuyun/contracts';
import { screenshot } from './harness/browser';
import { button, expectToast } from './harness/pages';
import { openSignedIn } from './harness/session';
import { useSharedServerAndPage } from './harness/suite';

// The demo seed's ids (apps/server/src/db/seed): 工程部's 施工员, whose 项目施工 template opens the project pages.
const BUILDER_JOB = '01900000-0000-7000-8000-000000000103';
const MINE = '杭州未来科技城装配式住宅项目';
const NOT_MINE = '西湖区文教中心公共建筑项目';

/**
 * Issue 19 item 2: the unit administrator limits 施工员 to one project on /pageDataAuth; a 施工员 then sees only that
 * project on /ProjectList, because the server answers only it.
 */
describe('a job limited to its projects', () => {
  // Adds the user e2ebuilder and limits 施工员 to one project; no other suite on the run's server signs in as that job.
  const suite = useSharedServerAndPage();
  const builder = { user_no: 'e2ebuilder', password: 'Builder@2026zy!' };

  beforeAll(async () => {
    const demo = new ApiClient({ baseUrl: suite.server.baseUrl, systemNo: 'web', authCode: 'dev-web-auth-code', store: memoryStore(), fetch });
    const session = await demo.call(routes.login, { login_type: 1, user_no: 'demo', password: 'Demo@2026zy!' });
    demo.setToken(session.access_token);
    await demo.call(routes.addUser, { user_no: builder.user_no, user_name: '赵施工', phone: '13912345678', password: builder.password, job_id: BUILDER_JOB });
  });

  it('is set on /pageDataAuth by the administrator', async () => {
    const { page } = suite;
    await openSignedIn(page, suite.server.baseUrl, '/pageDataAuth');
    // 施工员 is in 工程部 and in the project department; the first in the tree is 工程部's.
    await page.locator('.ant-tree-title', { hasText: /^施工员$/ }).first().click({ timeout: 20_000 });
    await page.getByText('工程部 / 施工员').waitFor({ timeout: 20_000 });

    await page.getByRole('combobox', { name: '项目列表 数据范围' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('本岗位的项目').click();
    await page.getByText(/将看不到任何数据/).waitFor();
    await page.getByRole('combobox', { name: '本岗位的项目' }).fill('未来科技城');
    await page.locator('.ant-select-dropdown:visible').getByTitle(new RegExp(MINE)).click();
    await page.keyboard.press('Escape');
    await button(page, '保存').click();
    await expectToast(page, '保存成功');
    await screenshot(page, 'page-data-auth');
  });

  it('shows the job’s holder only that project', async () => {
    const { page } = suite;
    // The administrator's keys go first (setStorageState is not documented to clear what is already stored).
    await page.evaluate(() => localStorage.clear());
    await openSignedIn(page, suite.server.baseUrl, '/ProjectList', { userNo: builder.user_no, password: builder.password });
    await page.getByRole('cell', { name: MINE }).first().waitFor({ timeout: 20_000 });
    // Both come in one answer: once the first is drawn, the second is not coming.
    expect(await page.getByRole('cell', { name: NOT_MINE }).count()).toBe(0);
    await screenshot(page, 'project-list-limited');
  });
});
