import fs from 'node:fs';
import type { Config } from '../../config';

/**
 * With a certificate (TLS_CERT_FILE, TLS_KEY_FILE) the server speaks TLS itself and offers HTTP/2 by ALPN, keeping
 * HTTP/1.1 for clients without it: a page's ~30 scripts then share one connection instead of queueing six at a time
 * (issue 23 item 3). Without one it stays plain HTTP/1.1, for a proxy in front that terminates TLS (docs/deployment.md).
 */
export function tlsServerOptions(tls: Config['tls']) {
  if (!tls) return {};
  return { http2: true as const, https: { allowHTTP1: true, cert: fs.readFileSync(tls.certFile), key: fs.readFileSync(tls.keyFile) } };
}

/** HTTP/2 forbids connection-specific headers (Connection, Keep-Alive …) and socket tuning through the request. */
export const isHttp2 = (raw: { httpVersionMajor: number }): boolean => raw.httpVersionMajor === 2;
