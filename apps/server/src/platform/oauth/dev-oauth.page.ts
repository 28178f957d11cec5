import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEV_AUTHORIZE_PATH, DEV_CONSENT_PATH, type DevOAuthProvider } from './dev.provider';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const params = z.object({
  redirect_uri: z.string().min(1),
  state: z.string().min(1),
  nick_name: z.string().optional(),
  step: z.enum(['scan', 'consent']).default('scan'),
});

/** A QR code's look (three finder squares and a fixed pattern): it only has to read as "scan me" in the dialog. */
function fakeQr(): string {
  const finder = (x: number, y: number): boolean | null => {
    for (const [cx, cy] of [[0, 0], [14, 0], [0, 14]] as const) {
      const dx = x - cx;
      const dy = y - cy;
      if (dx >= 0 && dx < 7 && dy >= 0 && dy < 7) return dx % 6 === 0 || dy % 6 === 0 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4);
    }
    return null;
  };
  const cells: string[] = [];
  for (let y = 0; y < 21; y++)
    for (let x = 0; x < 21; x++) {
      if (finder(x, y) ?? (x * 7 + y * 13 + x * y) % 3 === 0) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  return `<svg viewBox="-1 -1 23 23" width="180" height="180" aria-hidden="true"><g fill="#111">${cells.join('')}</g></svg>`;
}

/**
 * Two steps without script: 模拟扫码 is a form that asks this page again with step=consent. A button wired by a script
 * could be clicked before the script ran (a busy machine paints before the parser reaches the end) and do nothing.
 */
function page(redirectUri: string, state: string, step: 'scan' | 'consent'): string {
  const hidden = `<input type="hidden" name="redirect_uri" value="${escape(redirectUri)}"><input type="hidden" name="state" value="${escape(state)}">`;
  const scan = `<section id="scan"><span class="tag">开发环境模拟</span><h1>微信扫码登录</h1>${fakeQr()}<p>使用微信扫一扫登录</p>
<form method="get" action="${DEV_AUTHORIZE_PATH}">${hidden}<input type="hidden" name="step" value="consent"><button type="submit">模拟扫码</button></form></section>`;
  const consent = `<section id="consent"><span class="tag">开发环境模拟</span><h1>确认登录</h1><p>扫码成功，请在手机上确认登录</p>
<form method="get" action="${DEV_CONSENT_PATH}" target="_top">${hidden}
<p><label>微信昵称 <input name="nick_name" value="开发者" required maxlength="32"></label></p>
<button type="submit">允许</button><button type="submit" class="secondary" formaction="${DEV_AUTHORIZE_PATH}" formtarget="_self" formnovalidate name="step" value="scan">拒绝</button></form></section>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>模拟微信扫码登录</title>
<style>body{font-family:-apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;margin:0;text-align:center;color:#333}
main{padding:16px}h1{font-size:16px;margin:8px 0}p{font-size:13px;color:#888;margin:6px 0}button{font-size:14px;padding:6px 18px;margin:6px;border-radius:4px;border:1px solid #07c160;background:#07c160;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#333;border-color:#ccc}input{font-size:14px;padding:5px 8px;width:180px}.tag{display:inline-block;font-size:12px;color:#fa8c16;border:1px solid #ffd591;background:#fff7e6;padding:0 6px;border-radius:4px}</style></head>
<body><main>${step === 'consent' ? consent : scan}</main></body></html>`;
}

/**
 * The dev provider's own pages, outside the API (they stand for WeChat's site, not for a call of ours): the
 * authorise page the scan dialog frames, and the consent that sends the whole window back with a code. Only the
 * platform's own callback is accepted as redirect URI, so the page cannot be used as an open redirect.
 */
export function installDevOAuthPages(app: FastifyInstance, provider: DevOAuthProvider, callback: string): void {
  // Hidden from the OpenAPI document: a page of the simulated provider, not an operation of this API.
  app.get(DEV_AUTHORIZE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const query = params.safeParse(request.query);
    if (!query.success || query.data.redirect_uri !== callback) return reply.status(400).type('text/plain; charset=utf-8').send('redirect_uri 或 state 不正确');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(query.data.redirect_uri, query.data.state, query.data.step));
  });
  app.get(DEV_CONSENT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const query = params.safeParse(request.query);
    const nickName = query.data?.nick_name?.trim();
    if (!query.success || query.data.redirect_uri !== callback || !nickName) return reply.status(400).type('text/plain; charset=utf-8').send('redirect_uri、state 或昵称不正确');
    const code = await provider.issueCode(nickName.slice(0, 32), callback);
    const target = new URL(callback);
    target.searchParams.set('code', code);
    target.searchParams.set('state', query.data.state);
    return reply.redirect(target.toString(), 302);
  });
}
