import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Msg, component, routes } from '@zhuyun/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO, signedIn } from '../../../testing/binary-client';
import { send, signed, signedMultipart, signingKey } from '../../../testing/raw';

// Issue 15 fix 4: the signature covers the query of every method, multipart uploads included, and a repeated query key
// is refused rather than folded.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const boundary = 'zyboundary';
const multipartOf = (filename: string, type: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
const multipartBody = multipartOf('a.png', 'image/png', PNG);

/** A component sheet of one good row, as the import template lays it out. */
async function oneComponentSheet(code: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('构件');
  sheet.addRow(component.COMPONENT_SHEET_COLUMNS.map((c) => c.header));
  sheet.addRow([code, '预制柱', null, '1', '1']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('the signature covers every query', () => {
  let t: TestApp;
  let key: { key: string; secret: string };
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    key = await signingKey(t.app);
    token = await t.client().loginAs('demo', 'Demo@2026zy!');
  });
  afterAll(async () => t?.close());

  const upload = async (url: string, headers: Record<string, string>, payload: Buffer = multipartBody) => {
    const answer = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return { status: answer.statusCode, body: answer.json() as { code: number; msg: string } };
  };

  it('refuses a multipart upload whose query was changed after signing', async () => {
    const { url, headers } = await signedMultipart(routes.uploadFile.path, { module: 'logo' }, key, token);
    const tampered = url.replace('module=logo', 'module=certificate');
    expect(tampered).not.toBe(url);
    expect(await upload(tampered, headers)).toEqual({ status: 401, body: { code: 10301, msg: Msg.signatureInvalid, data: null } });
  });

  it('accepts the same multipart upload untouched', async () => {
    const { url, headers } = await signedMultipart(routes.uploadFile.path, { module: 'logo' }, key, token);
    expect((await upload(url, headers)).body.code).toBe(0);
  });

  it('refuses a component import whose project_id was changed after signing, and imports the untouched one', async () => {
    const api = await signedIn(t, DEMO);
    const mine = (await api.call(routes.saveProject, { project_code: 'SIG-A', project_name: '签名项目甲' })).project_id;
    const other = (await api.call(routes.saveProject, { project_code: 'SIG-B', project_name: '签名项目乙' })).project_id;
    const sheet = multipartOf('c.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', await oneComponentSheet('SIG-001'));

    const signedFor = await signedMultipart(routes.importComponents.path, { project_id: mine }, key, token);
    const tampered = signedFor.url.replace(`project_id=${mine}`, `project_id=${other}`);
    expect(tampered).not.toBe(signedFor.url);
    expect(await upload(tampered, signedFor.headers, sheet)).toEqual({ status: 401, body: { code: 10301, msg: Msg.signatureInvalid, data: null } });
    expect((await api.call(routes.listComponents, { project_id: other })).total_count).toBe(0);

    const untouched = await signedMultipart(routes.importComponents.path, { project_id: mine }, key, token);
    expect((await upload(untouched.url, untouched.headers, sheet)).body.code).toBe(0);
    expect((await api.call(routes.listComponents, { project_id: mine })).list.map((r) => r.cp_num)).toEqual(['SIG-001']);
  });

  it('refuses a query added to a signed JSON POST', async () => {
    const request = await signed('POST', routes.getCompanyByDomain.path, { company_domain: 'localhost' }, key);
    expect((await send(t.app, request)).body.code).toBe(0);
    const again = await signed('POST', routes.getCompanyByDomain.path, { company_domain: 'localhost' }, key);
    expect(await send(t.app, { ...again, query: 'company_domain=evil.example.com' })).toEqual({
      status: 401,
      body: { code: 10301, msg: Msg.signatureInvalid, data: null },
    });
  });

  it('refuses a repeated query key with 10001, signed or not', async () => {
    const request = await signed('GET', '/api/v1/work/car', { search: 'a' }, key, { token });
    expect((await send(t.app, request)).body.code).toBe(0);
    const repeated = await signed('GET', '/api/v1/work/car', { search: 'a' }, key, { token });
    expect(await send(t.app, { ...repeated, query: `${repeated.query}&search=b` })).toEqual({
      status: 400,
      body: { code: 10001, msg: Msg.queryKeyRepeated, data: null },
    });
  });
});
