import type { FastifyInstance } from 'fastify';
import { ResultCode, WEB_SYSTEM_NO, httpStatusOf, routes } from '@zhuyun/contracts';
import type { RouteContract } from '@zhuyun/contracts';
import { contractsByOperation } from './contracts-of';
import { operationsOf, type Operation } from './operations';
import { createRng } from './prng';
import { buildRequest, type Credentials, type FuzzRequest } from './requests';
import { signedJson } from './sign-in';

export interface OperationCount {
  requests: number;
  ok: number;
  refused: number;
  serverErrors: number;
  outsideEnvelope: number;
  /** Successes whose data the operation's response schema refused. */
  schemaInvalid: number;
}

export interface Finding {
  operation: string;
  mutation: string;
  status: number;
  request: string;
  answer: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  serverErrors: number;
  outsideEnvelope: number;
  /** Successes (code 0) whose data was checked against the contract's response schema, and how many it refused. */
  schemaChecked: number;
  schemaInvalid: number;
  signIns: number;
  /** How many answers carried each result code: shows how deep the requests got (10301 at the door, 0 through). */
  codes: Record<number, number>;
  perOperation: Record<string, OperationCount>;
  /** The first few failing requests of each operation, for whoever fixes them. */
  findings: Finding[];
}

export interface FuzzOptions {
  seed: number;
  count: number;
  /** The auth_code of the web system (config.webAuthCode). */
  authCode: string;
  account?: { user_no: string; password: string };
  onProgress?: (done: number) => void;
}

/** The demo unit's administrator (demo seed). */
export const DEMO_ADMIN = { user_no: 'demo', password: 'Demo@2026zy!' };

/**
 * Issue 15, build 1: signed requests with a valid session, generated from the OpenAPI document, round-robin over every
 * operation. Every answer must be a {code, msg, data} envelope with the HTTP status of its code (a file on success for
 * the calls that answer files), and never a 5xx. A success's data is checked against the operation's response
 * schema by the server's own serializer, which fails with a 500 when it does not match.
 */
export async function runFuzz(app: FastifyInstance, options: FuzzOptions): Promise<FuzzReport> {
  const rng = createRng(options.seed);
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const operations = operationsOf(document);
  const account = options.account ?? DEMO_ADMIN;
  const contracts = contractsByOperation();
  const report: FuzzReport = { seed: options.seed, requests: 0, serverErrors: 0, outsideEnvelope: 0, schemaChecked: 0, schemaInvalid: 0, signIns: 0, codes: {}, perOperation: {}, findings: [] };
  let credentials = await signIn(app, options.authCode, account, report.signIns++);
  for (let i = 0; i < options.count; i++) {
    const operation = operations[i % operations.length] as Operation;
    const request = await buildRequest(rng, operation, credentials, i);
    const response = await answerOf(app, request);
    const verdict = judge(operation, response.statusCode, response.contentType, response.body, contracts.get(operation.name));
    record(report, request, response.statusCode, verdict, response.body);
    if (verdict.code === ResultCode.TOKEN_INVALID || verdict.code === ResultCode.SESSION_ENDED) {
      // A generated call ended the session (sign-out, switch of unit): sign in again and go on.
      credentials = await signIn(app, options.authCode, account, report.signIns++);
    }
    options.onProgress?.(i + 1);
  }
  return report;
}

/** The answer, or status 0 when the server dropped the connection without one (counted outside the envelope). */
async function answerOf(app: FastifyInstance, request: FuzzRequest): Promise<{ statusCode: number; contentType: string; body: string }> {
  try {
    const response = await app.inject({ method: request.method, url: request.url, headers: request.headers, payload: request.payload, remoteAddress: request.remoteAddress });
    return { statusCode: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), body: response.body };
  } catch (error) {
    return { statusCode: 0, contentType: '', body: `no answer: ${(error as Error).message}` };
  }
}

interface Verdict {
  serverError: boolean;
  inEnvelope: boolean;
  code?: number;
  /** For a success with a contract: whether its data is what the contract's response schema accepts. */
  schemaValid?: boolean;
}

function judge(operation: Operation, status: number, contentType: string, body: string, contract: RouteContract | undefined): Verdict {
  const serverError = status >= 500;
  const isJson = contentType.startsWith('application/json');
  if (!isJson) return { serverError, inEnvelope: operation.answersFile && status === 200 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { serverError, inEnvelope: false };
  }
  const answer = parsed as { code?: unknown; msg?: unknown; data?: unknown };
  const inEnvelope =
    typeof answer === 'object' && answer !== null && 'data' in answer && typeof answer.msg === 'string' &&
    typeof answer.code === 'number' && httpStatusOf[answer.code as ResultCode] === status;
  const code = typeof answer?.code === 'number' ? answer.code : undefined;
  // Checked with the contract's zod schema, not the serializer that wrote it (which writes from a schema, unchecked).
  const schemaValid = code === ResultCode.OK && contract ? contract.response.safeParse(answer.data).success : undefined;
  return { serverError, inEnvelope, code, schemaValid };
}

function record(report: FuzzReport, request: FuzzRequest, status: number, verdict: Verdict, body: string): void {
  const name = request.operation.name;
  const counts = (report.perOperation[name] ??= { requests: 0, ok: 0, refused: 0, serverErrors: 0, outsideEnvelope: 0, schemaInvalid: 0 });
  if (verdict.schemaValid !== undefined) report.schemaChecked++;
  if (verdict.schemaValid === false) {
    report.schemaInvalid++;
    counts.schemaInvalid++;
  }
  report.requests++;
  counts.requests++;
  if (verdict.code !== undefined) report.codes[verdict.code] = (report.codes[verdict.code] ?? 0) + 1;
  if (verdict.code === ResultCode.OK || (request.operation.answersFile && status === 200)) counts.ok++;
  else if (status < 500) counts.refused++;
  if (verdict.serverError) {
    report.serverErrors++;
    counts.serverErrors++;
  }
  if (!verdict.inEnvelope) {
    report.outsideEnvelope++;
    counts.outsideEnvelope++;
  }
  if ((verdict.serverError || !verdict.inEnvelope || verdict.schemaValid === false) && report.findings.filter((f) => f.operation === name).length < 3) {
    const payload = typeof request.payload === 'string' ? request.payload : request.payload ? `<${request.payload.length} bytes>` : '';
    report.findings.push({
      operation: name,
      mutation: request.mutation,
      status,
      request: `${request.url.slice(0, 300)} ${payload.slice(0, 300)}`,
      answer: body.slice(0, 200),
    });
  }
}

/** Each sign-in from its own address, so the per-address limits on get_key and login never stop the run. */
export async function signIn(app: FastifyInstance, authCode: string, account: { user_no: string; password: string }, n: number): Promise<Credentials> {
  const address = `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  const key = await signedJson<{ key: string; secret: string }>(app, routes.getKey.path, { system_no: WEB_SYSTEM_NO, auth_code: authCode }, undefined, address);
  const login = await signedJson<{ access_token: string }>(app, routes.login.path, { login_type: 1, ...account }, key, address);
  return { key: key.key, secret: key.secret, token: login.access_token };
}
