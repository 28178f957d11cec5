import { describe, expect, it } from 'vitest';
import { CheckDemoIds } from '../apps/server/src/db/seed/check.seed';
import { encodePng } from '../apps/server/src/db/seed/data/demo-png';
import { screenshot } from './harness/browser';
import { button, expectToast } from './harness/pages';
import { navigateInApp, openSignedIn } from './harness/session';
import { useSharedServerAndPage } from './harness/suite';

/**
 * Issue 20 item 2: design a form with three fields (dragged from the palette), fill it on a 390×844 phone page
 * (check.html), and see the record on the web rendered from the version it was filled against.
 */
describe('check forms: design, fill on a phone, see the result', () => {
  // Adds the form 楼层验收表（e2e） and its records; no other suite on the run's server looks at check forms.
  const suite = useSharedServerAndPage();
  let templateId = '';

  it('designs a form of three fields and saves it as version 1', async () => {
    const { page, server } = suite;
    await openSignedIn(page, server.baseUrl, '/checkFormList');
    await button(page, '新增表单').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('表单名称').fill('楼层验收表（e2e）');
    await button(page, '保存').click();
    await expectToast(page, '保存成功');
    await page.locator('tr', { hasText: '楼层验收表（e2e）' }).getByRole('button', { name: '设计' }).click();
    await page.waitForURL('**/configCheckForm?form_id=*');
    const section = page.getByRole('region', { name: '分组 基本信息' });
    await expect.poll(() => section.isVisible()).toBe(true);
    for (const type of ['数值', '单选', '合格判定']) await page.getByRole('button', { name: `添加${type}字段` }).dragTo(section);
    await expect.poll(() => section.getByRole('button', { name: /^字段 / }).count()).toBe(3);
    await section.getByRole('button', { name: '字段 数值' }).click();
    await page.getByLabel('字段名称').fill('层高');
    await page.getByRole('checkbox', { name: '必填' }).check();
    await page.getByLabel('单位').fill('m');
    await page.getByLabel('最大值').fill('6');
    await section.getByRole('button', { name: '字段 合格判定' }).click();
    await page.getByRole('checkbox', { name: '必填' }).check();
    await screenshot(page, 'check-01-designer');
    await page.getByRole('button', { name: '保存为新版本' }).click();
    await expectToast(page, '已保存为 V1');

    await navigateInApp(page, '/checkTemplateManage');
    await button(page, '新增检查模板').click();
    await page.getByRole('dialog').getByLabel('模板名称').fill('楼层验收模板（e2e）');
    await page.getByRole('dialog').getByLabel('检查表单').click();
    await page.locator('.ant-select-item-option', { hasText: '楼层验收表（e2e）' }).click();
    await button(page, '保存').click();
    await expectToast(page, '保存成功');
    const fill = page.locator('tr', { hasText: '楼层验收模板（e2e）' }).getByRole('link', { name: '填写' });
    templateId = new URL((await fill.getAttribute('href')) as string, server.baseUrl).searchParams.get('template_id') as string;
    expect(templateId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('fills it on a 390×844 phone page, where a required field left empty is named', async () => {
    const { page, server } = suite;
    // The same browser context: the phone page uses the inspector's platform session.
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${server.baseUrl}/checkFill?template_id=${templateId}`);
    await expect.poll(() => phone.getByText('楼层验收模板（e2e）').isVisible()).toBe(true);
    await phone.getByRole('button', { name: '提交' }).click();
    // Where each dragged field landed depends on the drop point (onto a field inserts before it): the set is what counts.
    await expect.poll(async () => (await phone.getByRole('alert').allTextContents()).sort()).toEqual(['“合格判定”不能为空', '“层高”不能为空'].sort());
    await phone.getByLabel(/层高/).fill('3.2');
    await phone.getByRole('radio', { name: '选项二' }).click();
    await phone.getByRole('radio', { name: '合格', exact: true }).click();
    await screenshot(phone, 'check-02-phone-filled');
    await phone.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => phone.getByText('提交成功').isVisible()).toBe(true);
    await screenshot(phone, 'check-03-phone-done');
    await phone.close();
  });

  it('shows the record on the web, rendered from version 1', async () => {
    const { page } = suite;
    await navigateInApp(page, '/checkResultNo');
    const row = page.locator('tr', { hasText: '楼层验收模板（e2e）' });
    await expect.poll(() => row.first().isVisible()).toBe(true);
    await row.first().getByRole('button', { name: '查看' }).click();
    await page.waitForURL('**/checkResultDetail?record_id=*');
    await expect.poll(() => page.getByText('3.2m').isVisible()).toBe(true);
    expect(await page.getByText('选项二').isVisible()).toBe(true);
    expect(await page.getByText('V1', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'check-04-result-web');
  });

  it("shows a record's photo and signature, a material record's attachments and a report's chosen columns from real files", async () => {
    const { page, server } = suite;
    const loaded = (name: string) => page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
    await navigateInApp(page, `/checkResultDetail?record_id=${CheckDemoIds.firstRecord}`);
    // Both pictures come through signed links of this origin and really load (a refused one would be 0 wide).
    await expect.poll(() => loaded('现场照片')).toBeGreaterThan(0);
    await expect.poll(() => loaded('验收人签名')).toBeGreaterThan(0);
    await screenshot(page, 'check-05-photo-signature');

    await navigateInApp(page, '/materialCheck');
    const report = page.getByRole('link', { name: 'HRB400钢筋复验报告.pdf' });
    await expect.poll(() => report.isVisible()).toBe(true);
    const served = await page.request.get(new URL((await report.getAttribute('href')) as string, server.baseUrl).toString());
    expect([served.status(), served.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await button(page, '新增检测记录').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('材料名称').fill('止水钢板（e2e）');
    const png = encodePng(40, 30, (x) => [x * 6, 120, 200]);
    await dialog.getByLabel('上传附件').setInputFiles({ name: '止水钢板取样.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => dialog.getByRole('link', { name: '止水钢板取样.png' }).isVisible()).toBe(true);
    await screenshot(page, 'check-06-material-dialog');
    await button(page, '保存').click();
    await expectToast(page, '保存成功');
    await expect.poll(() => page.locator('tr', { hasText: '止水钢板（e2e）' }).getByRole('link', { name: '止水钢板取样.png' }).isVisible()).toBe(true);
    await screenshot(page, 'check-07-material-list');

    await navigateInApp(page, '/reportFormManage');
    const demo = page.locator('tr', { hasText: '构件进场验收台账' });
    await expect.poll(() => demo.isVisible()).toBe(true);
    await demo.getByRole('button', { name: /编\s*辑/ }).click();
    const columns = page.getByRole('dialog').getByRole('list', { name: '报表列' });
    await expect.poll(() => columns.getByRole('listitem').count()).toBe(4);
    await page.getByRole('dialog').getByRole('button', { name: '上移外观判定' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '移除构件类型' }).click();
    await screenshot(page, 'check-08-report-columns');
    await button(page, '保存').click();
    await expectToast(page, '保存成功');
    await demo.getByRole('button', { name: '查看' }).click();
    await page.waitForURL('**/reportFormDetail?report_id=*');
    const headers = page.locator('thead th');
    await expect.poll(async () => (await headers.allInnerTexts()).map((t) => t.trim()).filter(Boolean)).toEqual(['记录编号', '构件编号', '外观判定', '长度偏差', '结论', '填写人', '填写时间']);
    await screenshot(page, 'check-09-report-detail');
  });
});
