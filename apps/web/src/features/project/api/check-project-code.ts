import type { ApiClient } from '@zhuyun/client';
import { isApiError } from '@zhuyun/client';
import { project } from '@zhuyun/contracts';

/**
 * The code-exists check (10003) as a form validator: resolves with the server's 项目编码已存在 when the code is taken
 * in the company (by another project when editing), and with null when it is free or the check itself failed — the
 * save answers 10003 again, so a network error must not block the form.
 */
export async function projectCodeTaken(client: ApiClient, code: string, projectId?: string): Promise<string | null> {
  try {
    await client.call(project.checkProjectCode, { project_code: code, project_id: projectId });
    return null;
  } catch (error) {
    return isApiError(error) && error.code === 10003 ? error.message : null;
  }
}
