import type { ApiClient } from '@zhuyun/client';
import { routes } from '@zhuyun/contracts';
import { saveFile } from '@zhuyun/ui';

export async function downloadPeopleTemplate(client: ApiClient): Promise<void> {
  const { blob, filename } = await client.download(routes.getPeopleImportTemplate, {});
  saveFile(blob, filename ?? '人员导入模板.xlsx');
}

export async function downloadPeopleErrors(client: ApiClient, errorFile: string): Promise<void> {
  const { blob, filename } = await client.download(routes.getPeopleImportErrors, { error_file: errorFile });
  saveFile(blob, filename ?? '人员导入错误.xlsx');
}

/** Silent: a refused file answers code 0 with its errors, and other refusals are shown by the dialog itself. */
export function importPeople(client: ApiClient, file: File) {
  return client.upload(routes.createUserImport, {}, file, file.name, { silent: true });
}
