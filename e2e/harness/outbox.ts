/** The newest code the outbox SMS provider stored for a phone. */
export async function latestCode(baseUrl: string, phone: string, usage?: number): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/sms-outbox?phone=${phone}`);
  const body = (await response.json()) as { code: number; data: { list: { code: string; usage_code: number }[] } };
  const row = body.data.list.find((r) => usage === undefined || r.usage_code === usage);
  if (!row) throw new Error(`no code in the outbox for ${phone}`);
  return row.code;
}
