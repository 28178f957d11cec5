import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@zhuyun/contracts';
import { loadConfig } from '../../../config';
import { DemoAccounts } from '../../../db/seed/demo.seed';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/** A throwaway self-signed certificate for localhost, made by the machine's openssl. */
function selfSigned(dir: string) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert,
    '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ], { stdio: 'ignore' });
  return { cert, key };
}

/** One HTTP/2 request; the body is read to its end, or until `until` says enough (a stream that stays open). */
function h2Get(base: string, ca: Buffer, pathname: string, until?: (body: string) => boolean) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string; alpn: string | false | undefined }>((resolve, reject) => {
    const session = http2.connect(base, { ca });
    session.on('error', reject);
    const request = session.request({ ':path': pathname });
    let headers: http2.IncomingHttpHeaders = {};
    let body = '';
    const finish = () => {
      const alpn = session.alpnProtocol;
      request.close();
      session.close();
      resolve({ status: Number(headers[':status']), headers, body, alpn });
    };
    request.on('response', (h) => (headers = h));
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (until?.(body)) finish();
    });
    request.on('end', finish);
    request.on('error', reject);
  });
}

// Issue 23 item 3: with a certificate the server itself speaks HTTP/2 (ALPN h2), and HTTP/1.1 still works.
describe('TLS and HTTP/2', () => {
  let t: TestApp;
  let base: string;
  let ca: Buffer;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-tls-'));

  beforeAll(async () => {
    const files = selfSigned(dir);
    ca = fs.readFileSync(files.cert);
    t = await createTestApp({ TLS_CERT_FILE: files.cert, TLS_KEY_FILE: files.key });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `https://localhost:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers over HTTP/2 when the client offers it, in the envelope, with HSTS', async () => {
    const answer = await h2Get(base, ca, '/api/health');
    expect(answer.alpn).toBe('h2');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 0 });
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('still answers HTTP/1.1 clients', async () => {
    const version = await new Promise<string>((resolve, reject) => {
      https.get(`${base}/api/health`, { ca }, (response) => {
        response.resume();
        response.on('end', () => resolve(`${response.httpVersion} ${response.statusCode}`));
      }).on('error', reject);
    });
    expect(version).toBe('1.1 200');
  });

  it('streams live events over HTTP/2', async () => {
    const client = t.client();
    const demo = DemoAccounts[0]!;
    await client.loginAs(demo.user_no, demo.password);
    const { url } = await client.api.call(routes.getLiveTicket, {});
    const answer = await h2Get(base, ca, url, (body) => body.includes('event: ready'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(answer.body).toContain('event: ready');
  });

  it('refuses a certificate without its key', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: '/tmp/cert.pem' })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE/);
  });
});
