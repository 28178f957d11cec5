import { Limits, Msg, ResultCode, SESSION_LOST_CODES, routeParamsInQuery, routes } from '@zhuyun/contracts';
import type { Envelope, RequestOf, ResponseOf, RouteContract } from '@zhuyun/contracts';
import { ApiError } from './api-error';
import { queryString, signMultipart, signRequest } from './signer';
import { sessionKeys, type KeyValueStore, type SigningKey } from './storage';

export interface ApiClientOptions {
  /** '' in the browser (same origin); http://host:port elsewhere. */
  baseUrl: string;
  systemNo: string;
  authCode: string;
  store: KeyValueStore;
  fetch?: typeof fetch;
  /** 10201/10204: the session is gone; the shell clears it and its tabs and goes to /login (spec-2 §8). */
  onSessionLost?: (code: number, msg: string) => void;
  /** Any other refusal of a call that does not handle its own errors (spec-2 §8). */
  onError?: (msg: string, code: number) => void;
  timeoutMs?: number;
  now?: () => number;
}

export interface CallOptions {
  /** The caller shows its own message; no toast. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Headers a family's calls add, e.g. the model library's client credential (never the session or signature). */
  headers?: Record<string, string>;
}

/**
 * The typed client of every call in the contract tables: it gets and refreshes the signing key, signs, sends the
 * session token, unwraps the envelope and applies the error policy.
 */
export class ApiClient {
  private readonly fetchImpl: typeof fetch;
  private keyRequest: Promise<SigningKey> | null = null;

  constructor(private readonly options: ApiClientOptions) {
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  get token(): string | null {
    return this.options.store.get<string>(sessionKeys.token);
  }

  setToken(token: string | null): void {
    if (token) this.options.store.set(sessionKeys.token, token);
    else this.options.store.remove(sessionKeys.token);
  }

  async call<R extends RouteContract>(route: R, input: RequestOf<R>, opts: CallOptions = {}): Promise<ResponseOf<R>> {
    return (await this.callEnvelope(route, input, opts)).data;
  }

  /** Like call, but answers the whole envelope (for calls whose msg matters, such as 已发送). */
  async callEnvelope<R extends RouteContract>(route: R, input: RequestOf<R>, opts: CallOptions = {}): Promise<Envelope<ResponseOf<R>>> {
    const token = this.token;
    try {
      return await this.send(route, input, opts, true, token);
    } catch (error) {
      this.applyPolicy(route, error, opts, token);
      throw error;
    }
  }

  /** `token` is read when the call starts, so a refusal can be matched with the session it was sent in. */
  private async send<R extends RouteContract>(
    route: R,
    input: RequestOf<R>,
    opts: CallOptions,
    mayRetry: boolean,
    token: string | null,
  ): Promise<Envelope<ResponseOf<R>>> {
    const params = { ...(input as Record<string, unknown>) };
    let path = route.path;
    if (route.restfulId && params[route.restfulId] !== undefined) {
      path = `${path}/${encodeURIComponent(String(params[route.restfulId]))}`;
      delete params[route.restfulId];
    }
    const headers: Record<string, string> = { ...opts.headers };
    let url = `${this.options.baseUrl}${path}`;
    let body: string | undefined;
    if (route.signed) {
      const key = await this.signingKey();
      const signed = await signRequest(route.method, path, params, key.secret, this.options.now?.(), routeParamsInQuery(route));
      headers.platformKey = key.key;
      headers.signature = signed.signature;
      if (routeParamsInQuery(route)) url += `?${queryString(signed.params)}`;
      else body = signed.body;
    } else if (routeParamsInQuery(route)) {
      const query = queryString(params);
      if (query) url += `?${query}`;
    } else {
      body = JSON.stringify(params);
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.access_token = token;

    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? Limits.requestTimeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await this.fetchImpl(url, { method: route.method, headers, body, signal });
    } catch (error) {
      if ((error as Error).name === 'AbortError' && opts.signal?.aborted) throw error;
      throw new ApiError(ResultCode.INTERNAL, '网络异常，请检查网络后重试', 0);
    }
    const envelope = (await response.json().catch(() => null)) as Envelope<ResponseOf<R>> | null;
    if (!envelope || typeof envelope.code !== 'number') {
      throw new ApiError(ResultCode.INTERNAL, response.status === 403 ? Msg.error403 : Msg.internal, response.status);
    }
    if (envelope.code === ResultCode.OK || envelope.code === ResultCode.THIRD_PARTY_UNBOUND) return envelope;
    // A key that expired or was revoked is replaced once, transparently.
    if (envelope.code === ResultCode.SIGNATURE_INVALID && route.signed && mayRetry) {
      this.forgetKey();
      return this.send(route, input, opts, false, token);
    }
    throw new ApiError(envelope.code, envelope.msg, response.status);
  }

  /**
   * Uploads one file as multipart/form-data (part name `file`) with the route's parameters in the query string,
   * signed as rule 5 says for multipart. No timeout: a large import shows progress instead (ARCHITECTURE.md).
   */
  async upload<R extends RouteContract>(
    route: R,
    input: RequestOf<R>,
    file: Blob,
    filename: string,
    opts: CallOptions = {},
  ): Promise<Envelope<ResponseOf<R>>> {
    const token = this.token;
    try {
      const key = await this.signingKey();
      const signed = await signMultipart(route.method, route.path, { ...(input as Record<string, unknown>) }, key.secret, this.options.now?.());
      const form = new FormData();
      form.append('file', file, filename);
      const headers: Record<string, string> = { ...opts.headers, platformKey: key.key, signature: signed.signature };
      if (token) headers.access_token = token;
      const response = await this.fetchFile(`${this.options.baseUrl}${route.path}?${queryString(signed.params)}`, {
        method: route.method,
        headers,
        body: form,
        signal: opts.signal,
      });
      return await this.envelopeOf<ResponseOf<R>>(response);
    } catch (error) {
      this.applyPolicy(route, error, opts, token);
      throw error;
    }
  }

  /** Calls a route that answers a file (export, template, QR image): the file on success, an ApiError otherwise. */
  async download<R extends RouteContract>(route: R, input: RequestOf<R>, opts: CallOptions = {}): Promise<{ blob: Blob; filename: string | null }> {
    const token = this.token;
    try {
      const params = { ...(input as Record<string, unknown>) };
      const key = await this.signingKey();
      const signed = await signRequest(route.method, route.path, params, key.secret, this.options.now?.(), routeParamsInQuery(route));
      const headers: Record<string, string> = { platformKey: key.key, signature: signed.signature };
      if (token) headers.access_token = token;
      const inQuery = routeParamsInQuery(route);
      if (!inQuery) headers['content-type'] = 'application/json';
      const url = `${this.options.baseUrl}${route.path}${inQuery ? `?${queryString(signed.params)}` : ''}`;
      const response = await this.fetchFile(url, { method: route.method, headers, body: signed.body, signal: opts.signal });
      if ((response.headers.get('content-type') ?? '').includes('application/json')) {
        await this.envelopeOf(response);
        throw new ApiError(ResultCode.INTERNAL, Msg.internal, response.status);
      }
      const disposition = response.headers.get('content-disposition') ?? '';
      const match = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
      return { blob: await response.blob(), filename: match?.[1] ? decodeURIComponent(match[1]) : null };
    } catch (error) {
      this.applyPolicy(route, error, opts, token);
      throw error;
    }
  }

  private async fetchFile(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(url, init);
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(ResultCode.INTERNAL, '网络异常，请检查网络后重试', 0);
    }
  }

  private async envelopeOf<T>(response: Response): Promise<Envelope<T>> {
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!envelope || typeof envelope.code !== 'number') {
      throw new ApiError(ResultCode.INTERNAL, response.status === 403 ? Msg.error403 : Msg.internal, response.status);
    }
    if (envelope.code === ResultCode.OK) return envelope;
    throw new ApiError(envelope.code, envelope.msg, response.status);
  }

  private applyPolicy(route: RouteContract, error: unknown, opts: CallOptions, sentWith: string | null): void {
    if (!(error instanceof ApiError)) return;
    if ((SESSION_LOST_CODES as readonly number[]).includes(error.code)) {
      // Sent with a token that has since been replaced (switching unit or job ends the old one on the server): the
      // refusal is about that old session, and ending the new one would send the person to /login (issue 21).
      if (sentWith !== this.token) return;
      this.setToken(null);
      this.options.onSessionLost?.(error.code, error.message);
      return;
    }
    if (route.handlesErrors || opts.silent) return;
    this.options.onError?.(error.message, error.code);
  }

  private async signingKey(): Promise<SigningKey> {
    const { store } = this.options;
    const key = store.get<string>(sessionKeys.platformKey);
    const secret = store.get<string>(sessionKeys.platformSecret);
    const expiresAt = store.get<string>(sessionKeys.platformKeyExpiresAt);
    const now = this.options.now?.() ?? Date.now();
    // Renew a minute early so a call never leaves with a key that dies on the way.
    if (key && secret && expiresAt && Date.parse(expiresAt) - 60_000 > now) return { key, secret, expires_at: expiresAt };
    this.keyRequest ??= this.fetchKey().finally(() => (this.keyRequest = null));
    return this.keyRequest;
  }

  private async fetchKey(): Promise<SigningKey> {
    const envelope = await this.send(routes.getKey, { system_no: this.options.systemNo, auth_code: this.options.authCode }, {}, false, null);
    const { store } = this.options;
    store.set(sessionKeys.platformKey, envelope.data.key);
    store.set(sessionKeys.platformSecret, envelope.data.secret);
    store.set(sessionKeys.platformKeyExpiresAt, envelope.data.expires_at);
    return envelope.data;
  }

  forgetKey(): void {
    const { store } = this.options;
    store.remove(sessionKeys.platformKey);
    store.remove(sessionKeys.platformSecret);
    store.remove(sessionKeys.platformKeyExpiresAt);
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return new ApiClient(options);
}
