import type { FastifyInstance } from 'fastify';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { routes, WEB_SYSTEM_NO } from '@zhuyun/contracts';

/** The real client (signing, envelope) talking to the app through app.inject: no socket, no load generator. */
export function injectClient(app: FastifyInstance) {
  const fetchViaInject = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { ...(init.headers as Record<string, string>), host: 'localhost' },
      payload: init.body as string | undefined,
    });
    return new Response(response.body, { status: response.statusCode, headers: response.headers as HeadersInit });
  }) as typeof fetch;
  const api = new ApiClient({ baseUrl: '', systemNo: WEB_SYSTEM_NO, authCode: 'bench-dashboard', store: memoryStore(), fetch: fetchViaInject });
  return {
    api,
    loginAs: async (userNo: string, password: string) => {
      const answer = await api.call(routes.login, { login_type: 1, user_no: userNo, password });
      api.setToken(answer.access_token);
    },
  };
}
