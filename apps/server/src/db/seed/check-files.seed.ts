import { createHash } from 'node:crypto';
import type { Db } from '../client';
import { files } from '../schema';
import { demoDrawingPdf } from './data/demo-pdf';
import { demoSitePng, encodePng } from './data/demo-png';
import { DemoIds } from './demo-organisation';

/** Fixed ids in check configuration's block (02xx), 19: the demo's files. */
const id = (n: number) => `01900000-0000-7000-8000-0000000219${String(n).padStart(2, '0')}`;

/** A signature drawn in code: two loops of ink on white, as a finger on the phone's pad leaves them. */
function signaturePng(): Buffer {
  const ink = (x: number, y: number) => {
    const t = x / 200;
    const line = 30 + 14 * Math.sin(t * Math.PI * 5) * (1 - t * 0.6);
    return Math.abs(y - line) < 1.6 || (x > 150 && x < 190 && Math.abs(y - 48) < 1.2);
  };
  return encodePng(200, 60, (x, y) => (ink(x, y) ? [20, 30, 60] : [255, 255, 255]));
}

/**
 * The demo's check files (issue 20): the first acceptance record's site photo and inspector's signature, and two
 * material records' test report (a PDF) and sample photo. The bytes are drawn here, never stored in git; the check
 * module puts them into the file store at start (demo-check-files.ts) when their rows are there and their bytes not.
 */
export const DEMO_CHECK_FILES = [
  { file_id: id(1), file_name: '现场照片-YZB-1-001.png', mime: 'image/png', module: 'picture', bytes: () => demoSitePng(80, [200, 200, 195]) },
  { file_id: id(2), file_name: '验收人签名.png', mime: 'image/png', module: 'picture', bytes: signaturePng },
  { file_id: id(3), file_name: 'HRB400钢筋复验报告.pdf', mime: 'application/pdf', module: 'certificate', bytes: () => demoDrawingPdf(['HRB400 rebar re-test report', 'Batch GJ-20261115: yield 455 MPa, pass']) },
  { file_id: id(4), file_name: '钢筋取样照片.png', mime: 'image/png', module: 'certificate', bytes: () => demoSitePng(40, [170, 170, 180]) },
  { file_id: id(5), file_name: '灌浆料强度报告.pdf', mime: 'application/pdf', module: 'certificate', bytes: () => demoDrawingPdf(['Grout CGM-1 strength report', '28 d: 62 MPa < 85 MPa required, fail']) },
].map((f) => ({ ...f, stored_name: createHash('md5').update(f.file_id).digest('hex') }));

export const CheckFileIds = {
  photo: id(1),
  signature: id(2),
  rebarReport: id(3),
  rebarPhoto: id(4),
  groutReport: id(5),
} as const;

export async function seedCheckFiles(db: Db, company: string): Promise<void> {
  await db
    .insert(files)
    .values(
      DEMO_CHECK_FILES.map((f) => {
        const bytes = f.bytes();
        return { file_id: f.file_id, owner_id: DemoIds.demo, company_id: company, module: f.module, file_name: f.file_name, stored_name: f.stored_name, mime: f.mime, size_bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
      }),
    )
    .onConflictDoNothing();
}
