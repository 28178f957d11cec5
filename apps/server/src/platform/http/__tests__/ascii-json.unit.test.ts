import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '@zhuyun/contracts';
import fastJson from 'fast-json-stringify';
import { asciiJson, asciiStringify, isAscii } from '../ascii-json';
import { asciiString, installAsciiStrings } from '../ascii-strings';
import { contractSerializerCompiler } from '../serializer';
import { RawJsonList } from '../raw-json';

/** V8's own representation: a one-byte string serializes with tag '"', a two-byte one with 'c'. */
const isOneByte = (text: string) => v8.serialize(text)[2] === '"'.charCodeAt(0);

// Each UTF-8 length's edge characters, the JSON escapes' own, the line separators, lone and paired surrogates.
const hard = [
  'plain',
  '"quotes" and \\backslashes\\ and \\u005c written out',
  '\u0000\u0001\u001f\u007f tab\t newline\n',
  '\u0080\u00ff\u0100', // the first two-byte UTF-8 characters; latin1's edge
  '\u07ff\u0800\u0fff\u1000', // two- to three-byte UTF-8; the escape's four digits with a leading zero
  '\u2028\u2029', // legal in JSON, not in older JavaScript
  '\ud7ff\ue000\ufeff\uffff', // around the surrogates; BOM; the last BMP unit
  '\ud800 lone high, lone low \udfff, reversed \udc00\ud800',
  '😀🀄 emoji (four-byte UTF-8, a surrogate pair) 𠀀',
  '中文名 张三 \\中 "中"',
];

describe('asciiJson', () => {
  it.each(hard)('writes %j as ASCII JSON that parses to the same value', (value) => {
    const body = { msg: value, data: { list: [value, { [value]: value }] } };
    const text = asciiStringify(body);
    expect(isAscii(text)).toBe(true);
    expect(text.split('').every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
    expect(JSON.parse(text)).toEqual(body);
    // Content-Length from either measure is the same once every character is one byte.
    expect(Buffer.byteLength(text, 'utf8')).toBe(text.length);
  });

  it('writes each unit past ASCII as a lowercase four-digit escape, and leaves ASCII text as it is', () => {
    expect(asciiJson('"中\u0080\u07ff😀"')).toBe('"\\u4e2d\\u0080\\u07ff\\ud83d\\ude00"');
    const ascii = '{"a":"\\u4e2d","b":"\\\\"}';
    expect(asciiJson(ascii)).toBe(ascii);
  });

  it('handles a text past the scratch buffer, one starting with such a unit, and keeps earlier answers intact', () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `车辆${i}😀`, note: 'ascii '.repeat(i % 7) }));
    const first = asciiStringify(rows);
    const second = asciiStringify({ msg: '第二' });
    expect(JSON.parse(first)).toEqual(rows);
    expect(isAscii(first)).toBe(true);
    expect(second).toBe('{"msg":"\\u7b2c\\u4e8c"}');
    expect(asciiJson('中"')).toBe('\\u4e2d"');
  });

  it('answers a one-byte string for a two-byte input (what spares Node the UTF-8 passes)', () => {
    const twoByte = JSON.stringify({ user_name: '演示管理员', user_no: 'demo' });
    expect(isOneByte(twoByte)).toBe(false);
    expect(isOneByte(asciiJson(twoByte))).toBe(true);
  });
});

describe('asciiString (fast-json-stringify\'s string escaper)', () => {
  it.each(hard)('writes %j as an ASCII, one-byte JSON string literal of the same value', (value) => {
    const literal = asciiString(value);
    expect(isAscii(literal)).toBe(true);
    expect(isOneByte(literal)).toBe(true);
    expect(JSON.parse(literal)).toBe(value);
  });

  it('keeps recurring short names, and stays right past its bound', () => {
    for (let i = 0; i < 3_000; i++) expect(JSON.parse(asciiString(`名${i}`))).toBe(`名${i}`);
    expect(asciiString('张三')).toBe('"\\u5f20\\u4e09"');
    expect(asciiString('张三')).toBe('"\\u5f20\\u4e09"');
    expect(asciiString('张"三\n')).toBe('"\\u5f20\\"\\u4e09\\n"');
  });

  it('is what fast-json-stringify writes strings with once installed, keys and values alike', () => {
    installAsciiStrings();
    const write = fastJson({ type: 'object', properties: { name: { type: 'string' } }, additionalProperties: { type: 'string' } });
    const text = write({ name: '张三', 键: '值"' });
    expect(text).toBe('{"name":"\\u5f20\\u4e09","\\u952e":"\\u503c\\""}');
    expect(isOneByte(text)).toBe(true);
  });
});

describe('the contract serializer writes ASCII', () => {
  const route = (schema: unknown) => ({ schema, method: 'GET', url: '/t', httpStatus: '200' }) as never;
  const row = z.object({ id: z.string(), name: z.string().nullable() });
  const page = envelope(z.object({ list: z.array(row), total_count: z.number().int() }));

  it.each([false, true])('a body with Chinese, emoji and separators (check %s)', (check) => {
    const write = contractSerializerCompiler({ check })(route(page));
    const body = { code: 0, msg: '成功', data: { list: [{ id: '😀', name: '引号"与\\反斜杠\n\u2028' }, { id: 'b', name: null }], total_count: 2 } };
    const text = write(body);
    expect(isAscii(text)).toBe(true);
    expect(isOneByte(text)).toBe(true);
    expect(JSON.parse(text)).toEqual(body);
  });

  it('splices a page\'s written rows, ASCII already, into the escaped envelope; the tests\' check refuses rows that are not', () => {
    const rows = ['{"id":"a","name":"\\u5f15\\u53f7"}', '{"id":"b","name":null}'];
    const body = (list: string[]) => ({ code: 0, msg: '成功', data: { list: new RawJsonList(list), total_count: 2 } });
    const text = contractSerializerCompiler({ check: false })(route(page))(body(rows));
    expect(text).toBe(`{"code":0,"msg":"\\u6210\\u529f","data":{"list":[${rows.join(',')}],"total_count":2}}`);
    expect(() => contractSerializerCompiler({ check: true })(route(page))(body(['{"id":"a","name":"引号"}']))).toThrow(/not all ASCII/);
  });
});
