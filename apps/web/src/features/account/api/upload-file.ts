import { routes, type RequestOf } from '@zhuyun/contracts';
import type { ApiClient } from '@zhuyun/client';

export type UploadModule = RequestOf<typeof routes.uploadFile>['module'];

/** Uploads one file for a form; the server checks it by content (spec-1 §5) and answers where it is kept. */
export async function uploadFile(client: ApiClient, module: UploadModule, file: File) {
  const answer = await client.upload(routes.uploadFile, { module }, file, file.name);
  return answer.data;
}
