import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@zhuyun/contracts';
import { installErrorHandler } from '../error-handler';
import { clientErrorHandler, installNulGuard } from '../edge-guards';

// The NUL guard reads the query and path parameters from the URL (`%00`), and walks the headers only when Node's
// HTTP/1 parser has not refused NUL in them already: over a real socket every place still answers 10001.
const refused = { status: 400, body: { code: 10001, msg: expect.any(String), data: null } };

describe('NUL refused wherever it comes, over a socket and through inject', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = Fastify({ clientErrorHandler });
    installErrorHandler(app);
    installNulGuard(app);
    app.get('/things/:id', async (request) => ({ code: 0, msg: 'success', data: { id: (request.params as { id: string }).id, query: request.query } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => app?.close());

  /** One raw HTTP/1.1 exchange: the status and the JSON body. */
  const raw = (head: string) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head}\r\nHost: x\r\nConnection: close\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => {
        const [top = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(top.split(' ')[1]), body: JSON.parse(body) });
      });
    });

  it('in the query, a path parameter and a query name', async () => {
    expect(await raw('GET /things/1?q=a%00b HTTP/1.1')).toEqual({ status: 400, body: { code: 10001, msg: Msg.nulCharacter, data: null } });
    expect(await raw('GET /things/a%00 HTTP/1.1')).toEqual({ status: 400, body: { code: 10001, msg: Msg.nulCharacter, data: null } });
    expect(await raw('GET /things/1?a%00=b HTTP/1.1')).toEqual({ status: 400, body: { code: 10001, msg: Msg.nulCharacter, data: null } });
  });

  it('in a header value or name: Node refuses it before any route', async () => {
    expect(await raw('GET /things/1 HTTP/1.1\r\nX-Note: a\u0000b')).toEqual(refused);
    expect(await raw('GET /things/1 HTTP/1.1\r\nX-\u0000Note: a')).toEqual(refused);
  });

  it('through inject, which no parser guards, the headers are still walked', async () => {
    const answer = await app.inject({ method: 'GET', url: '/things/1', headers: { 'x-note': 'a\u0000b' } });
    expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 400, body: { code: 10001, msg: Msg.nulCharacter, data: null } });
  });

  it('passes a literal "%00" written as %2500, and what holds no NUL', async () => {
    const answer = await raw('GET /things/1?q=%2500 HTTP/1.1');
    expect(answer).toEqual({ status: 200, body: { code: 0, msg: 'success', data: { id: '1', query: { q: '%00' } } } });
  });
});
