import type { Page, Request } from 'playwright-core';
import { failureScreenshot } from './browser';
import type { RunningServer } from './server';

interface Call {
  at: number;
  method: string;
  url: string;
  /** HTTP status, or why the request failed, or 'pending'. */
  outcome: string;
  ms?: number;
}

/**
 * What a page asked of the server, kept so that a failed test can say what the browser was waiting for: a flake that
 * shows only "not visible within 30 s" cannot be explained afterwards (issue 22's micro-labor failure was such a one).
 */
export class NetworkLog {
  private readonly calls: Call[] = [];
  private readonly open = new Map<Request, Call>();

  constructor(page: Page) {
    page.on('request', (request) => {
      if (!isApi(request.url())) return;
      const call: Call = { at: Date.now(), method: request.method(), url: shorten(request.url()), outcome: 'pending' };
      this.calls.push(call);
      if (this.calls.length > 200) this.calls.shift();
      this.open.set(request, call);
    });
    page.on('requestfinished', (request) => void this.finish(request));
    page.on('requestfailed', (request) => this.settle(request, `failed: ${request.failure()?.errorText ?? '?'}`));
  }

  private async finish(request: Request): Promise<void> {
    // Only the API calls it logged: asking every asset for its response was a round trip to the browser each.
    if (!this.open.has(request)) return;
    const response = await request.response().catch(() => null);
    this.settle(request, response ? String(response.status()) : 'no response');
  }

  private settle(request: Request, outcome: string): void {
    const call = this.open.get(request);
    if (!call) return;
    this.open.delete(request);
    call.outcome = outcome;
    call.ms = Date.now() - call.at;
  }

  /** The last calls, oldest first, each with its start relative to now. */
  recent(count = 25): string[] {
    const now = Date.now();
    return this.calls.slice(-count).map((c) => `  -${((now - c.at) / 1000).toFixed(1)}s ${c.method} ${c.url} → ${c.outcome}${c.ms === undefined ? '' : ` (${c.ms} ms)`}`);
  }
}

const isApi = (url: string) => /\/(api|web|adminc|ydt|robot|macro-library)\//.test(url);
const shorten = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/([?&](sig|ticket|token)=)[^&]+/g, '$1…').slice(0, 160);

/** Writes what the page showed and asked for, and the server's last words, beside a failed test's error. */
export async function describeFailure(name: string, page: Page | undefined, network: NetworkLog | undefined, server: RunningServer | undefined): Promise<void> {
  const lines = [`\n── diagnostics for "${name}"`];
  if (page && !page.isClosed()) {
    lines.push(`page: ${page.url()}`);
    const shot = await failureScreenshot(page, `failed-${name.replace(/[^\w\u4e00-\u9fa5-]+/g, '-').slice(0, 60)}`).catch((e: Error) => `(no screenshot: ${e.message})`);
    lines.push(`screenshot: ${shot}`);
  }
  if (network) lines.push('API calls, latest last:', ...network.recent());
  if (server) lines.push('server output (tail):', ...server.output().split('\n').slice(-30));
  process.stderr.write(`${lines.join('\n')}\n`);
}
