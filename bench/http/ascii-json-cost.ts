import { asciiJson } from '../../apps/server/src/platform/http/ascii-json';

/**
 * `valgrind --tool=callgrind node --import tsx bench/http/ascii-json-cost.ts <case> <calls>`: what the ASCII wire
 * (ascii-json.ts) costs and spares per answer, in instructions. Run each case at 0 calls and at N; the difference ÷ N
 * is the figure (start-up is alike in both). The work per call is what the server does with a body once written:
 * `asciiJson` (or not: `<case>-plain`), then Content-Length (`Buffer.byteLength`) and the socket's UTF-8 encoding of
 * header + body (Node concatenates them into one string). Cases: `a` (get_user_info's answer: a few Chinese names in
 * ≈ 600 characters), `ascii` (the same answer with ASCII names: the fast path's one scan), `page` (a 20-row page
 * whose rows are ASCII already, as the SQL writes them: only the envelope is escaped, the rows spliced in).
 */
const [kind = 'a', n = '0'] = process.argv.slice(2);
const calls = Number(n);
const plain = kind.endsWith('-plain');
const base = kind.replace(/-plain$/, '');

const job = (name: string) => ({ job_id: '7d4c1a52-5b8e-4a7e-9c1e-3f0a2b6c8d90', job_name: name, comp_id: '0b3e5f2a-1c4d-4e6f-8a9b-0c1d2e3f4a5b', comp_name: `${name}单位` });
const info = (name: string) => ({
  code: 0,
  msg: 'success',
  data: {
    user_id: '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d', user_no: 'demo', user_name: name, real_name: name, phone: '13800000001',
    email: null, comp_id: '0b3e5f2a-1c4d-4e6f-8a9b-0c1d2e3f4a5b', company_type: 1, job: name,
    job_list: [job(name), job(`${name}2`)], is_platform_admin: false,
  },
});
const row = (i: number) => JSON.stringify({ car_id: `c-${i}`, car_no: `\u6d59A${10000 + i}`, driver: '\u5f20\u4e09', note: '\u8fd0\u8f93\u4e2d', speed: 42.5, at: '2026-11-28T10:00:00Z' });
const rows = Array.from({ length: 20 }, (_, i) => row(i).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));

const header = 'HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\nx-request-id: 3f2a1b0c9d8e-1a\r\nx-content-type-options: nosniff\r\nreferrer-policy: strict-origin-when-cross-origin\r\nx-frame-options: SAMEORIGIN\r\ncontent-length: ';

// Each call writes a fresh body (as a serializer would: a new string, not one V8 has seen flattened).
function body(i: number): string {
  if (base === 'page') {
    const envelope = JSON.stringify({ code: 0, msg: 'success', data: { list: [], total_count: 20 + (i & 1) } });
    const text = plain ? envelope : asciiJson(envelope);
    return text.replace('"list":[]', () => `"list":[${rows.join(',')}]`);
  }
  const text = JSON.stringify(info(base === 'ascii' ? `Demo Admin ${i & 7}` : `演示管理员${i & 7}`));
  return plain ? text : asciiJson(text);
}

let bytes = 0;
for (let i = 0; i < calls; i++) {
  const text = body(i);
  const length = Buffer.byteLength(text);
  bytes += Buffer.from(`${header}${length}\r\n\r\n${text}`, 'utf8').length;
}
process.stdout.write(`${kind} ${calls} ${bytes}\n`);
