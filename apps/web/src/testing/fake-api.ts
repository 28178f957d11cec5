import { ResultCode, routes, type RouteContract } from '@zhuyun/contracts';

/** What a fake route answers: an envelope (code 0 unless said), or a raw Response for HTTP-level failures. */
export type FakeReply = { code?: number; msg?: string; data?: unknown } | Response;
/** A reply, or a promise of one: a test holds it back to see what a page shows while the call is on the way. */
type Handler = (params: Record<string, unknown>) => FakeReply | Promise<FakeReply>;

export interface FakeCall {
  method: string;
  path: string;
  params: Record<string, unknown>;
}

export const demoBranding = {
  company_id: 'c1',
  company_name: '演示建设集团',
  platform_name: '筑云智慧建造平台',
  company_logo: '/brand/demo-logo.svg',
  login_name: '装配式建筑质量监管平台',
  image_picture: '/brand/demo-login-bg.svg',
  show_logo_status: 1,
  primary_color: '#1677ff',
  company_type: 4,
};

/**
 * A server in a function, handed to the real ApiClient as its fetch: it answers get_key and branding by default,
 * records every call (with the signing fields stripped) and answers 10002 for calls no test set up.
 */
export class FakeApi {
  readonly calls: FakeCall[] = [];
  private readonly handlers = new Map<string, Handler>();

  constructor() {
    this.on(routes.getKey, () => ({ data: { key: 'test-key', secret: 'test-secret', expires_at: '2999-01-01T00:00:00Z' } }));
    this.on(routes.getCompanyByDomain, () => ({ data: demoBranding }));
  }

  on(route: RouteContract, reply: FakeReply | Handler): this {
    this.handlers.set(`${route.method} ${route.path}`, typeof reply === 'function' ? reply : () => reply);
    return this;
  }

  callsTo(route: RouteContract): Record<string, unknown>[] {
    return this.calls.filter((c) => c.method === route.method && c.path === route.path).map((c) => c.params);
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    // An upload carries its fields in the query and its file in a multipart body: recorded by the file's name.
    const upload = init?.body instanceof FormData ? (init.body.get('file') as File | null) : null;
    const raw = upload
      ? { ...Object.fromEntries(url.searchParams), file: upload.name }
      : init?.body
        ? (JSON.parse(String(init.body)) as Record<string, unknown>)
        : Object.fromEntries(url.searchParams);
    const { timeStamp: _t, randomNum: _r, ...params } = raw;
    this.calls.push({ method, path: url.pathname, params });
    const handler = this.handlers.get(`${method} ${url.pathname}`);
    const reply = handler ? await handler(params) : { code: ResultCode.NOT_FOUND, msg: '记录不存在', data: null };
    if (reply instanceof Response) return reply;
    const body = { code: reply.code ?? ResultCode.OK, msg: reply.msg ?? 'success', data: reply.data ?? null };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}
