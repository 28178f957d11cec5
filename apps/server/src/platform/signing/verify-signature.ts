import type { FastifyRequest } from 'fastify';
import { Msg, MsgWith, ResultCode, Signing, SignatureHeader, canonicalQuery, canonicalString } from '@zhuyun/contracts';
import { AppError } from '../errors';
import { sha256Hex, type SignatureCheck } from '../crypto';
import type { ReplayStore } from './replay-store';
import type { SigningKeyService } from './signing-keys.service';

/** A header's first value (Node answers an array for a name sent twice). */
const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

// The signing headers are read by their literal names below (a load V8 resolves once for the headers' shape, where a
// name held in a variable is a megamorphic lookup on every call): they must be SignatureHeader's.
if (SignatureHeader.key !== 'platformkey' || SignatureHeader.signature !== 'signature') throw new Error('signing headers renamed');

/**
 * Checks one call's signature (ARCHITECTURE.md rule 5). The nonce is claimed only after the signature is proven,
 * so a forger cannot burn another client's randomNum.
 *
 * Answers at once (undefined, or a throw) when the key was read within its cache's few seconds and the replay store
 * answers in memory — every call of a busy client: a signed call then awaits nothing here. Otherwise it answers a
 * promise (the key's row, a Redis or PostgreSQL claim). Same checks, same order, same refusals either way.
 */
export function verifySignature(
  request: FastifyRequest,
  keys: SigningKeyService,
  replay: ReplayStore,
  now = Date.now(),
): Promise<void> | undefined {
  const call = signedCall(request, now);
  const check = keys.cachedChecker(call.key, now);
  if (check !== undefined && replay.claimNow) {
    prove(request, call, check, replay);
    if (!replay.claimNow(`${call.key}:${call.randomNum}`, Signing.replaySeconds)) throw new AppError(ResultCode.REPLAYED);
    return undefined;
  }
  return (async () => {
    prove(request, call, check === undefined ? await keys.checkerFor(call.key) : check, replay);
    if (!(await replay.claim(`${call.key}:${call.randomNum}`, Signing.replaySeconds))) throw new AppError(ResultCode.REPLAYED);
  })();
}

/** Whether a query key came more than once (its value an array). A loop: no array of the values per call. */
function repeatsAKey(query: Record<string, unknown>): boolean {
  for (const key in query) if (Array.isArray(query[key])) return true;
  return false;
}

interface SignedCall {
  key: string;
  signature: string;
  timeStamp: string;
  randomNum: string;
  sentAt: number;
  /** Whether the query pairs are the signed parameters (else the JSON body). */
  queryIsParams: boolean;
  query: Record<string, unknown>;
}

/** What a call must carry, and a timeStamp within the window; throws the refusal otherwise. */
function signedCall(request: FastifyRequest, now: number): SignedCall {
  const headers = request.headers;
  const key = first(headers.platformkey);
  const signature = first(headers.signature);
  // A multipart body is a file, not parameters: its timeStamp and randomNum travel in the query string.
  const isMultipart = (headers['content-type'] ?? '').startsWith('multipart/');
  // A POST without a body (a contract's paramsIn 'query') carries its parameters, signed, in the query like a GET.
  // Signing them there opens nothing: the route's schema still reads its parameters from the one place it declares.
  const inQuery = request.method === 'GET' || request.method === 'DELETE' || (request.body == null && !isMultipart);
  const query = (request.query ?? {}) as Record<string, unknown>;
  // A repeated query key would be folded into one value after signing (a,b): refused, whatever the method.
  if (repeatsAKey(query)) throw new AppError(ResultCode.VALIDATION, Msg.queryKeyRepeated);
  const params = ((inQuery || isMultipart ? query : request.body) ?? {}) as Record<string, unknown>;
  const timeStamp = params.timeStamp === undefined ? undefined : String(params.timeStamp);
  const randomNum = params.randomNum === undefined ? undefined : String(params.randomNum);
  if (!key || !signature || !timeStamp || !randomNum) {
    throw new AppError(ResultCode.SIGNATURE_INVALID, Msg.signatureMissing);
  }
  if (randomNum.length < Signing.randomNumMinLength) {
    throw new AppError(ResultCode.SIGNATURE_INVALID, MsgWith.randomNumTooShort(Signing.randomNumMinLength));
  }
  const sentAt = Number(timeStamp);
  if (!Number.isFinite(sentAt) || Math.abs(now - sentAt) > Signing.windowSeconds * 1000) {
    throw new AppError(ResultCode.TIMESTAMP_OUT_OF_WINDOW);
  }
  return { key, signature, timeStamp, randomNum, sentAt, queryIsParams: inQuery || isMultipart, query };
}

/** The signature made with the key's secret (null: an unknown, expired or revoked key) must be the one sent. */
function prove(request: FastifyRequest, call: SignedCall, check: SignatureCheck | null, replay: ReplayStore): void {
  if (!check) throw new AppError(ResultCode.SIGNATURE_INVALID, Msg.signatureKeyInvalid);
  const paramsText = signedParamsText(request, call);
  const url = request.url;
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const { timeStamp, randomNum } = call;
  // The sent signature in either case, compared in constant time (crypto.ts, hmacChecker).
  if (!check(canonicalString({ method: request.method, path, timeStamp, randomNum, paramsSha256: sha256Hex(paramsText) }), call.signature)) {
    throw new AppError(ResultCode.SIGNATURE_INVALID);
  }
  // A memory store started after the call was signed has not seen it even if it was already answered (a replay
  // across a restart): only a store that remembers since before the timeStamp can tell a first try.
  if (replay.rememberedSince !== null && call.sentAt < replay.rememberedSince) throw new AppError(ResultCode.TIMESTAMP_OUT_OF_WINDOW);
}

/**
 * The parameters the signature covers: the query pairs when they are the parameters (GET, DELETE, body-less POST,
 * multipart), else the JSON body's exact bytes, preceded by the query pairs and a newline when a query came too, so no
 * query of any method can be changed or added after signing (issue 15 fix 4).
 */
function signedParamsText(request: FastifyRequest, call: SignedCall): string {
  const query = canonicalQuery(call.query);
  if (call.queryIsParams) return query;
  const body = request.rawBody ?? '';
  return query === '' ? body : `${query}\n${body}`;
}
