import type { ApiClient } from '@zhuyun/client';
import type { RequestOf } from '@zhuyun/contracts';
import { component } from '@zhuyun/contracts';
import { saveFile } from '@zhuyun/ui';

export async function downloadTemplate(client: ApiClient): Promise<void> {
  const { blob, filename } = await client.download(component.getComponentTemplate, {});
  saveFile(blob, filename ?? '构件导入模板.xlsx');
}

export async function exportComponents(client: ApiClient, filter: RequestOf<typeof component.exportComponents>): Promise<void> {
  const { blob, filename } = await client.download(component.exportComponents, filter);
  saveFile(blob, filename ?? '构件.xlsx');
}

export async function downloadImportErrors(client: ApiClient, errorFile: string): Promise<void> {
  const { blob, filename } = await client.download(component.getComponentImportErrors, { error_file: errorFile });
  saveFile(blob, filename ?? '构件导入错误.xlsx');
}

export function importComponents(client: ApiClient, projectId: string, file: File) {
  return client.upload(component.importComponents, { project_id: projectId }, file, file.name, { silent: true });
}
