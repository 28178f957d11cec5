/* eslint-disable @typescript-eslint/no-require-imports, no-console, no-control-regex */
// Callgrind micro-benchmark of the ASCII wire's escapes (docs/performance.md, session 21 asciiwire):
//   valgrind --tool=callgrind node --no-concurrent-recompilation bench/http/ascii-escape-cost.cjs <variant> <calls>
// at 0 and at N calls (the difference ÷ N per call). Variants: plain (fast-json-stringify as shipped), leaf (its
// string escaper replaced, escaping each Chinese string), leafcache (the same with short literals kept: what the
// server does), leafcache-scan (and the whole answer scanned after, as asciiJson does). ASCII_NAMES=1: ASCII names.
// get_user_info's answer is written per call, then measured and encoded with a header as Node does.
const [variant = 'plain', n = '0'] = process.argv.slice(2);
const calls = Number(n);
const root = require('node:path').join(__dirname, '../../node_modules/');
const Serializer = require(root + 'fast-json-stringify/lib/serializer');
const HEXS = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const CHARS = Array.from({ length: 128 }, (_, i) => String.fromCharCode(i));
const SPECIAL = /[\u0000-\u001f"\\\u007f-\uffff]/;
function escapeAscii(str) {
  const json = JSON.stringify(str);
  let out = '';
  for (let i = 0; i < json.length; i++) { const u = json.charCodeAt(i); out += u < 0x80 ? CHARS[u] : '\\u' + HEXS[u >> 8] + HEXS[u & 255]; }
  return out;
}
function asciiAsString(str) {
  const len = str.length;
  if (len < 42) {
    for (let i = 0; i < len; i++) { const p = str.charCodeAt(i); if (p < 32 || p === 34 || p === 92 || p >= 0x7f) return escapeAscii(str); }
    return '"' + str + '"';
  }
  return SPECIAL.test(str) ? escapeAscii(str) : '"' + str + '"';
}
const cache = new Map();
function cachedEscape(str) { let e = cache.get(str); if (e === undefined) { if (cache.size >= 1024) cache.clear(); e = escapeAscii(str); cache.set(str, e); } return e; }
function asciiAsStringCached(str) {
  const len = str.length;
  if (len < 42) {
    for (let i = 0; i < len; i++) { const p = str.charCodeAt(i); if (p < 32 || p === 34 || p === 92 || p >= 0x7f) return p >= 0x7f ? cachedEscape(str) : escapeAscii(str); }
    return '"' + str + '"';
  }
  return SPECIAL.test(str) ? escapeAscii(str) : '"' + str + '"';
}
if (variant === 'leaf') Serializer.prototype.asString = asciiAsString;
if (variant.startsWith('leafcache')) Serializer.prototype.asString = asciiAsStringCached;
const NONA = /[\u0080-\uffff]/;
const scan = variant.endsWith('scan');
const fastJson = require(root + 'fast-json-stringify');
const s = { type: 'string' }, sn = { type: 'string', nullable: true };
const jobS = { type: 'object', properties: { job_id: s, job_name: s, comp_id: s, comp_name: s }, required: ['job_id','job_name','comp_id','comp_name'] };
const schema = { type: 'object', properties: { code: { type: 'integer' }, msg: s, data: { type: 'object', properties: { user_id: s, user_no: s, user_name: s, real_name: s, phone: sn, email: sn, comp_id: sn, company_type: { type: 'integer', nullable: true }, job: sn, job_list: { type: 'array', items: jobS }, is_platform_admin: { type: 'boolean' } } } } };
const write = fastJson(schema);
const job = (x) => ({ job_id: '7d4c1a52-5b8e-4a7e-9c1e-3f0a2b6c8d90', job_name: x, comp_id: '0b3e5f2a-1c4d-4e6f-8a9b-0c1d2e3f4a5b', comp_name: `${x}单位` });
const info = (x) => ({ code: 0, msg: 'success', data: { user_id: '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d', user_no: 'demo', user_name: x, real_name: x, phone: '13800000001', email: null, comp_id: '0b3e5f2a-1c4d-4e6f-8a9b-0c1d2e3f4a5b', company_type: 1, job: x, job_list: [job(x), job(`${x}2`)], is_platform_admin: false } });
const ascii = process.env.ASCII_NAMES === '1';
const names = ascii ? ['Demo Admin0','Demo Admin1','Demo Admin2','Demo Admin3'] : ['演示管理员0','演示管理员1','演示管理员2','演示管理员3'];
const header = 'HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ';
let bytes = 0;
for (let i = 0; i < calls; i++) {
  let text = write(info(names[i & 3]));
  if (scan && text.search(NONA) >= 0) text = 'x';
  bytes += Buffer.from(`${header}${Buffer.byteLength(text)}\r\n\r\n${text}`, 'utf8').length;
}
const t = write(info(names[1]));
if (JSON.stringify(JSON.parse(t)) !== JSON.stringify(info(names[1]))) throw new Error('bad');
if (variant !== 'plain' && /[^\x00-\x7f]/.test(t)) throw new Error('not ascii');
const v8 = require('v8');
console.log(variant, calls, bytes, 'onebyte', v8.serialize(t)[2] === 34, t.slice(60, 140));
