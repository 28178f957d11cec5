import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';

/**
 * What the server's log may hold (issue 15 fix 9): no credential a reader could reuse, no parameter big enough to
 * flood the log, and no line past a size cap. Headers with secrets are redacted by path; URLs, which carry the
 * signed file links' `sig` and any query a client sends, go through safeUrl.
 */
export const LogLimits = { lineChars: 16_384, valueChars: 256, valueHeadChars: 64, urlChars: 2_048 } as const;

const hiddenParams = new Set(['sig', 'signature', 'access_token', 'auth_code', 'password', 'code']);

/** The URL as logged: secret parameters hidden, long values cut with their length said, the whole bounded. */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return bounded(url, LogLimits.urlChars);
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      if (eq < 0) return bounded(pair, LogLimits.valueChars);
      const value = pair.slice(eq + 1);
      if (hiddenParams.has(name)) return `${bounded(name, LogLimits.valueChars)}=[hidden]`;
      return `${bounded(name, LogLimits.valueChars)}=${bounded(value, LogLimits.valueChars)}`;
    });
  return bounded(`${bounded(url.slice(0, at), LogLimits.urlChars)}?${pairs.join('&')}`, LogLimits.urlChars);
}

function bounded(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, LogLimits.valueHeadChars)}…[${text.length} chars]`;
}

/** A line past the cap is replaced by a short valid JSON line that keeps its level, time, request id and message. */
export function capLine(line: string): string {
  if (line.length <= LogLimits.lineChars) return line;
  let head: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(line) as Record<string, unknown>;
    head = { level: parsed.level, time: parsed.time, pid: parsed.pid, reqId: parsed.reqId, msg: typeof parsed.msg === 'string' ? bounded(parsed.msg, LogLimits.valueChars) : undefined };
  } catch {
    // Not JSON (a transport's text): only the cut is said.
  }
  return `${JSON.stringify({ ...head, cut: true, length: line.length, start: line.slice(0, 1_024) })}\n`;
}

export function loggerOptions(level: string, stream?: Writable) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.access_token', 'req.headers.signature', 'req.headers.authorization', 'req.headers.cookie'],
      censor: '[hidden]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: safeUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    hooks: { streamWrite: capLine },
  };
}
