import { ApiClient, memoryStore } from '@zhuyun/client';
import { routes, WEB_SYSTEM_NO } from '@zhuyun/contracts';
import type { TestApp } from './test-app';
import { TEST_AUTH_CODE } from './test-app';
import { addMember, createCompany, createUser } from './fixtures';

export type { ApiClient };

/**
 * A signed client whose fetch goes through app.inject and carries bodies and answers as bytes (FormData uploads,
 * PNG and xlsx answers), which the shared test client's text-only fetch cannot.
 */
export function binaryClient(t: TestApp, onAnswer?: (answer: { body: string; headers: Record<string, unknown> }) => void): ApiClient {
  const fetchViaInject = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>), host: 'localhost' };
    let payload: Buffer | string | undefined;
    if (init.body instanceof FormData) {
      const request = new Request('http://localhost/', { method: 'POST', body: init.body });
      payload = Buffer.from(await request.arrayBuffer());
      headers['content-type'] = request.headers.get('content-type') ?? '';
    } else {
      payload = init.body as string | undefined;
    }
    const response = await t.app.inject({ method: (init.method ?? 'GET') as 'GET', url: url.pathname + url.search, headers, payload });
    onAnswer?.({ body: response.body, headers: response.headers });
    return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers: response.headers as HeadersInit });
  }) as typeof fetch;
  return new ApiClient({ baseUrl: '', systemNo: WEB_SYSTEM_NO, authCode: TEST_AUTH_CODE, store: memoryStore(), fetch: fetchViaInject });
}

/** `onAnswer` sees each answer's text and headers as they came (for tests of the bytes themselves). */
export async function signedIn(t: TestApp, user: { user_no: string; password: string }, onAnswer?: Parameters<typeof binaryClient>[1]): Promise<ApiClient> {
  const api = binaryClient(t, onAnswer);
  const answer = await api.call(routes.login, { login_type: 1, user_no: user.user_no, password: user.password });
  api.setToken(answer.access_token);
  return api;
}

export const DEMO = { user_no: 'demo', password: 'Demo@2026zy!' };

/** A second company with an administrator who is signed in there. */
export async function otherCompany(t: TestApp, name = '乙方建设公司') {
  const { db } = t.database;
  const companyId = await createCompany(db, { company_name: name });
  const user = await createUser(db);
  await addMember(db, companyId, user.user_id, new Date(), '单位管理员', true);
  return { companyId, api: await signedIn(t, user) };
}
