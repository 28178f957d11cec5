import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, ResultCode, routes } from '@zhuyun/contracts';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { createUser } from '../../../testing/fixtures';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n%%EOF\n');
/** An ELF executable's first bytes, renamed to look like a picture. */
const ELF = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]);

// File upload (spec-1 §5, §7; ARCHITECTURE.md rule 10): checked by content, 10 MB at most, read through signed links.
describe('file upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const signedIn = async () => {
    const user = await createUser(t.database.db);
    const client = t.client();
    await client.loginAs(user.user_no, user.password);
    return client;
  };

  it('stores a certificate image and serves it back through its signed link', async () => {
    const { api } = await signedIn();
    const answer = await api.upload(routes.uploadFile, { module: 'certificate' }, new Blob([PNG]), '营业执照.PNG');
    expect(answer.data.file_name).toBe('营业执照.png');
    expect(answer.data.file_path).toBe(`files/${answer.data.file_id}`);
    const served = await t.app.inject({ method: 'GET', url: answer.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Uint8Array.from(served.rawPayload)).toEqual(PNG);
  });

  it('serves an image inline and anything else as an attachment, both in a sandbox (issue 15 fix 6)', async () => {
    const { api } = await signedIn();
    const image = await api.upload(routes.uploadFile, { module: 'certificate' }, new Blob([PNG]), 'a.png');
    const pdf = await api.upload(routes.uploadFile, { module: 'certificate' }, new Blob([PDF]), 'b.pdf');
    const shownImage = await t.app.inject({ method: 'GET', url: image.data.url });
    const shownPdf = await t.app.inject({ method: 'GET', url: pdf.data.url });
    expect(shownImage.headers['content-disposition']).toMatch(/^inline;/);
    expect(shownPdf.headers['content-disposition']).toMatch(/^attachment;/);
    for (const served of [shownImage, shownPdf]) expect(served.headers['content-security-policy']).toMatch(/^sandbox;/);
  });

  it('accepts a PDF as a certificate but not as a logo', async () => {
    const { api } = await signedIn();
    const certificate = await api.upload(routes.uploadFile, { module: 'certificate' }, new Blob([PDF]), 'licence.pdf');
    expect(certificate.data.file_name).toBe('licence.pdf');
    expect(await codeOf(api.upload(routes.uploadFile, { module: 'logo' }, new Blob([PDF]), 'logo.pdf'))).toEqual({
      code: ResultCode.VALIDATION,
      msg: Msg.imageKindInvalid,
    });
  });

  it('refuses an executable renamed .png, and stores nothing of it', async () => {
    const { api } = await signedIn();
    expect(await codeOf(api.upload(routes.uploadFile, { module: 'certificate' }, new Blob([ELF]), 'photo.png'))).toEqual({
      code: ResultCode.VALIDATION,
      msg: Msg.certificateKindInvalid,
    });
  });

  it('refuses a file over 10 MB', async () => {
    const { api } = await signedIn();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await codeOf(api.upload(routes.uploadFile, { module: 'picture' }, new Blob([big]), 'big.png'))).toEqual({
      code: ResultCode.VALIDATION,
      msg: Msg.fileTooLarge,
    });
  });

  it('refuses an unknown module', async () => {
    const { api } = await signedIn();
    expect(await codeOf(api.upload(routes.uploadFile, { module: 'exe' as 'logo' }, new Blob([PNG]), 'a.png'))).toEqual({
      code: ResultCode.VALIDATION,
      msg: Msg.uploadModuleInvalid,
    });
  });

  it('gives a link only to the uploader, and a link stops working when tampered with', async () => {
    const owner = await signedIn();
    const uploaded = await owner.api.upload(routes.uploadFile, { module: 'logo' }, new Blob([PNG]), 'logo.png');
    const link = await owner.api.call(routes.getFileUrl, { file_path: uploaded.data.file_path });
    expect(link.url).toContain(`/api/v1/base/file/view/${uploaded.data.file_id}?expires=`);
    const other = await signedIn();
    expect((await codeOf(other.api.call(routes.getFileUrl, { file_path: uploaded.data.file_path }))).code).toBe(ResultCode.NOT_FOUND);
    const admin = t.client();
    await admin.loginAs('admin', 'Admin@2026zy!');
    expect((await admin.api.call(routes.getFileUrl, { file_path: uploaded.data.file_path })).file_name).toBe('logo.png');

    const tampered = link.url.replace(/sig=([0-9a-f])/, (_, c: string) => `sig=${c === '0' ? '1' : '0'}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const expired = link.url.replace(/expires=\d+/, 'expires=1000');
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
  });
});
