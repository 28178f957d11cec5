import { z } from 'zod';
import { defineRoute } from '../route';
import { requiredText, signingParams } from '../fields';
import { Msg } from '../messages';

/**
 * What an upload is for decides what it may be: a certificate (营业执照) is an image or a PDF, logos and pictures are
 * images (spec-1 §5), a drawing an image or a PDF (issue 17). Every kind is checked from the file's content, 10 MB at most.
 */
export const UploadModule = { certificate: 'certificate', logo: 'logo', picture: 'picture', drawing: 'drawing' } as const;
/** The modules whose uploads may be PDFs besides images (a drawing is usually a PDF, issue 17). */
export const PDF_MODULES: readonly string[] = [UploadModule.certificate, UploadModule.drawing];
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const uploadFile = defineRoute({
  method: 'POST',
  path: '/api/v1/base/file/upload_file',
  summary: 'File upload',
  tag: 'files',
  auth: 'session',
  signed: true,
  request: z.object({
    module: z.enum(['certificate', 'logo', 'picture', 'drawing'], { error: Msg.uploadModuleInvalid }),
    ...signingParams,
  }),
  response: z.object({
    file_id: z.string(),
    /** What a form stores (credit_img, logo …): an opaque reference, turned into a link by get_file_url. */
    file_path: z.string(),
    file_name: z.string(),
    /** A short-lived link to show the file at once. */
    url: z.string(),
  }),
});

export const getFileUrl = defineRoute({
  method: 'POST',
  path: '/api/v1/base/file/get_file_url',
  summary: 'File link',
  tag: 'files',
  auth: 'session',
  signed: true,
  request: z.object({ file_path: requiredText(Msg.filePathRequired), ...signingParams }),
  response: z.object({ url: z.string(), file_name: z.string(), expires_in: z.number() }),
});
