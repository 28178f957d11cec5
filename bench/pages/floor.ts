import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The floor of /login's figure: a static page with nothing but the password field, from a tiny HTTP server in this
 * process, timed by the same probe in the same browser. What it takes is the harness's and the browser's share (a
 * fresh context, navigation, parsing, the first frame); what /login takes beyond it is ours (issue 23: the goal is
 * half of RuoYi's 395 ms, and RuoYi cannot be built here).
 */
const PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>floor</title></head>
<body><input type="password" placeholder="请输入密码" autocomplete="current-password"></body></html>`;

export interface FloorServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startFloorServer(): Promise<FloorServer> {
  const server = http.createServer((request, response) => {
    if (request.url?.startsWith('/favicon')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://localhost:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
