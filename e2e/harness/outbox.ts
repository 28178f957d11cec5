import { ApiClient, memoryStore } from '@zhuyun/client';
import { routes } from '@zhuyun/contracts';

/** The newest code the outbox SMS provider stored for a phone, read by a signed call as the outbox requires. */
export async function latestCode(baseUrl: string, phone: string, usage?: number): Promise<string> {
  const api = new ApiClient({ baseUrl, systemNo: 'web', authCode: 'dev-web-auth-code', store: memoryStore(), fetch });
  const { list } = await api.call(routes.readSmsOutbox, { phone });
  const row = list.find((r) => usage === undefined || r.usage_code === usage);
  if (!row) throw new Error(`no code in the outbox for ${phone}`);
  return row.code;
}
