import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PersonalMsg, ResultCode, routes } from '@zhuyun/contracts';
import { PersonalDemoIds } from '../../../db/seed/personal.seed';
import { familyCallers, type FamilyCallers } from '../../../testing/callers';
import { codeOf } from '../../../testing/test-app';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A valid ID number (its check digit computed by GB 11643). */
const ID_CARD = '11010519491231002X';

// Personnel information and certificates (issue 19 item 3): submit, review with a reason, read the outcome.
describe('personnel review', () => {
  let c: FamilyCallers;
  let scans: string[];
  beforeAll(async () => {
    c = await familyCallers();
    const image = await c.unpermitted.upload(routes.uploadFile, { module: 'certificate' }, new Blob([PNG]), 'front.png');
    const pdf = await c.unpermitted.upload(routes.uploadFile, { module: 'certificate' }, new Blob([PDF]), 'cert.pdf');
    scans = [image.data.file_path, pdf.data.file_path];
  });
  afterAll(async () => c?.t.close());

  const submission = () => ({ real_name: '李四', id_card: ID_CARD.toLowerCase(), cert_name: '特种作业操作证', cert_no: 'T-001', cert_valid_until: '2030-01-31', cert_files: scans, remark: '请审核' });

  it('refuses bad submissions with their messages, and files that are not mine', async () => {
    const bad = async (patch: Record<string, unknown>) => codeOf(c.unpermitted.call(routes.submitPersonnelInfo, { ...submission(), ...patch } as never));
    expect(await bad({ real_name: '' })).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.realNameRequired });
    expect(await bad({ id_card: '110105194912310021' })).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.idCardInvalid });
    expect(await bad({ cert_files: [] })).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.certFilesRequired });
    expect(await bad({ cert_valid_until: '2030-13-45' })).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.certValidInvalid });
    const theirs = await c.admin.upload(routes.uploadFile, { module: 'certificate' }, new Blob([PNG]), 'x.png');
    expect(await bad({ cert_files: [theirs.data.file_path] })).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.certFileInvalid });
    expect((await c.admin.call(routes.getPersonnelAuditList, { status: 2, search: '李四' })).total_count).toBe(0);
  });

  it('a reviewer rejects with a reason the person reads, then approves the next one', async () => {
    const { submission_id } = await c.unpermitted.call(routes.submitPersonnelInfo, submission());
    expect(await codeOf(c.unpermitted.call(routes.submitPersonnelInfo, submission()))).toEqual({ code: ResultCode.CONFLICT, msg: PersonalMsg.alreadyReviewing });

    const waiting = await c.admin.call(routes.getPersonnelAuditList, { status: 2 });
    expect(waiting.list.map((r) => r.submission_id)).toEqual(expect.arrayContaining([submission_id, PersonalDemoIds.certPending]));
    const detail = await c.admin.call(routes.getPersonnelAuditDetail, { submission_id });
    expect(detail).toMatchObject({ real_name: '李四', id_card: ID_CARD, cert_name: '特种作业操作证', note: '请审核', status: 2, file_count: 2 });
    expect(detail.files.map((f) => [f.file_name, f.mime])).toEqual([
      ['front.png', 'image/png'],
      ['cert.pdf', 'application/pdf'],
    ]);

    expect(await codeOf(c.admin.call(routes.auditPersonnel, { submission_id, status: 4 }))).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.rejectReasonRequired });
    const rejected = await c.admin.callEnvelope(routes.auditPersonnel, { submission_id, status: 4, remark: '证书照片不清晰' });
    expect(rejected.msg).toBe(PersonalMsg.rejected);
    expect(await codeOf(c.admin.call(routes.auditPersonnel, { submission_id, status: 3 }))).toEqual({ code: ResultCode.CONFLICT, msg: PersonalMsg.notReviewing });
    const mine = await c.unpermitted.call(routes.getMyAuditRecords, { kind: 'personnel' });
    expect(mine.list).toEqual([expect.objectContaining({ id: submission_id, status: 4, remark: '证书照片不清晰', reviewer: '演示建设集团' })]);

    const again = await c.unpermitted.call(routes.submitPersonnelInfo, { ...submission(), id_card: null });
    expect((await c.admin.callEnvelope(routes.auditPersonnel, { submission_id: again.submission_id, status: 3 })).msg).toBe(PersonalMsg.approved);
    expect((await c.unpermitted.call(routes.getMyAuditRecords, { status: 3 })).list.map((r) => r.id)).toEqual([again.submission_id]);
  });

  it('keeps each unit’s submissions to itself (10002) and to holders of the page (10403)', async () => {
    const id = PersonalDemoIds.certPending;
    expect((await codeOf(c.other.call(routes.getPersonnelAuditDetail, { submission_id: id }))).code).toBe(ResultCode.NOT_FOUND);
    expect((await codeOf(c.other.call(routes.auditPersonnel, { submission_id: id, status: 3 }))).code).toBe(ResultCode.NOT_FOUND);
    expect((await c.other.call(routes.getPersonnelAuditList, {})).total_count).toBe(0);
    expect((await codeOf(c.unpermitted.call(routes.getPersonnelAuditList, {}))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(c.unpermitted.call(routes.auditPersonnel, { submission_id: id, status: 3 }))).code).toBe(ResultCode.FORBIDDEN);
    expect(await codeOf(c.admin.call(routes.getPersonnelAuditDetail, { submission_id: 'nope' }))).toMatchObject({ code: ResultCode.VALIDATION });
    expect((await c.admin.call(routes.getPersonnelAuditDetail, { submission_id: id })).status).toBe(2);
  });
});
