import { createHash } from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import { check } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { signFileLink } from '../../platform/files/signed-link';
import { sniffKind } from '../../platform/files/sniff';
import type { Platform } from '../../platform/platform';
import { FilesRepo } from '../files';
import type { CheckRepo } from './check.repo';

const { CheckMsg } = check;
type FileLink = { file_id: string; file_name: string; mime: string; url: string };
const filled = (answers: check.Answers, types: check.FieldType[], definition: check.FormDefinition) =>
  check.fieldsOf(definition).filter((f) => types.includes(f.type) && typeof answers[f.key] === 'string' && answers[f.key] !== '');
const unique = (ids: string[]) => [...new Set(ids.map((i) => i.toLowerCase()))];

/**
 * A record's photos and signatures as file references (issue 20 item 2): a photo is the id of a picture the unit
 * uploaded, a signature an uploaded PNG's id or the pad's PNG data URL, which is stored here as a file of the unit.
 * Another unit's file, or an id that is no file, is refused (10001) whoever knows it. Answers the answers to store.
 */
export async function storeAnswerFiles(
  platform: Platform,
  repo: CheckRepo,
  who: { companyId: string; userId: string },
  definition: check.FormDefinition,
  answers: check.Answers,
): Promise<check.Answers> {
  const photos = unique(filled(answers, ['photo'], definition).map((f) => answers[f.key] as string));
  if ((await repo.countFiles(who.companyId, photos, ['picture'])) !== photos.length) throw fail.validation(CheckMsg.photoNotFound);
  const signatures = filled(answers, ['signature'], definition);
  const signedIds = unique(signatures.map((f) => answers[f.key] as string).filter((v) => check.FILE_ID.test(v)));
  if ((await repo.countFiles(who.companyId, signedIds, ['picture'])) !== signedIds.length) throw fail.validation(CheckMsg.signatureNotFound);
  const out: check.Answers = { ...answers };
  for (const f of check.fieldsOf(definition)) {
    const value = out[f.key];
    if ((f.type === 'photo' || f.type === 'signature') && typeof value === 'string' && check.FILE_ID.test(value)) out[f.key] = value.toLowerCase();
  }
  const files = new FilesRepo(platform.database.db);
  for (const field of signatures) {
    const value = answers[field.key] as string;
    if (!value.startsWith(check.SIGNATURE_PREFIX)) continue;
    const bytes = Buffer.from(value.slice(check.SIGNATURE_PREFIX.length), 'base64');
    // Its content decides, not its prefix: a PNG or nothing.
    if (sniffKind(bytes.subarray(0, 16))?.mime !== 'image/png') throw fail.validation(`“${field.label}”签名不正确`);
    const file_id = uuidv7();
    const storedName = createHash('md5').update(file_id).digest('hex');
    platform.files.put(storedName, bytes);
    await files.insert({
      file_id,
      owner_id: who.userId,
      company_id: who.companyId,
      module: 'picture',
      file_name: `${field.label.slice(0, 60)}.png`,
      stored_name: storedName,
      mime: 'image/png',
      size_bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    out[field.key] = file_id;
  }
  return out;
}

/** The photo and signature answers that are file ids, as fresh signed links by field key (a legacy inline drawing has none). */
export async function answerLinks(platform: Platform, repo: CheckRepo, companyId: string, definition: check.FormDefinition, answers: check.Answers): Promise<Record<string, FileLink>> {
  const fields = filled(answers, ['photo', 'signature'], definition).filter((f) => check.FILE_ID.test(answers[f.key] as string));
  const found = await repo.filesOf(companyId, unique(fields.map((f) => answers[f.key] as string)));
  const links: Record<string, FileLink> = {};
  for (const field of fields) {
    const file = found.find((x) => x.file_id === (answers[field.key] as string).toLowerCase());
    if (file) links[field.key] = { ...file, url: signFileLink(platform.fileLinkKey, file.file_id) };
  }
  return links;
}
