import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacChecker, hmacHex } from '../crypto';

describe('hmacChecker', () => {
  // Keys shorter than, equal to and longer than SHA-256's 64-byte block, multi-byte ones (the Buffer path) and a hex
  // one, as every signing key's secret is (the text path).
  const secrets = ['k', 'a'.repeat(63), 'b'.repeat(64), 'c'.repeat(65), '密钥'.repeat(40), 'é', hmacHex('master', 'signing-key:pk_x')];
  const texts = ['', 'GET\n/api/v1/work/car\n1795760000000\nabc\ne3b0c442', '路径/中文?', 'x'.repeat(10_000)];
  const macOf = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

  it('accepts what an Hmac object answers, in either case, for every kind of key and message', () => {
    for (const secret of secrets) {
      const check = hmacChecker(secret);
      for (const text of texts) {
        const mac = macOf(secret, text);
        expect(check(text, mac)).toBe(true);
        expect(check(text, mac.toUpperCase())).toBe(true);
      }
    }
  });

  it('refuses any other signature: another text, another key, one digit changed, cut, longer, not hex', () => {
    const secret = hmacHex('master', 'signing-key:pk_x');
    const check = hmacChecker(secret);
    const text = texts[1]!;
    const mac = macOf(secret, text);
    expect(check(`${text} `, mac)).toBe(false);
    expect(check(text, macOf(`${secret}0`, text))).toBe(false);
    for (const at of [0, 31, 63]) expect(check(text, mac.slice(0, at) + (mac[at] === '0' ? '1' : '0') + mac.slice(at + 1))).toBe(false);
    expect(check(text, mac.slice(0, 62))).toBe(false);
    expect(check(text, `${mac}00`)).toBe(false);
    expect(check(text, mac.slice(0, 63))).toBe(false);
    expect(check(text, `${mac.slice(0, 63)}g`)).toBe(false);
    expect(check(text, `${mac.slice(0, 62)}zz`)).toBe(false);
    expect(check(text, ` ${mac.slice(1)}`)).toBe(false);
    expect(check(text, '')).toBe(false);
  });

  it('answers each message on its own, whatever came before (its buffers are reused)', () => {
    const check = hmacChecker('secret');
    const mac = macOf('secret', 'one');
    expect(check('one', mac)).toBe(true);
    expect(check('x'.repeat(500), macOf('secret', 'x'.repeat(500)))).toBe(true);
    expect(check('two', mac)).toBe(false);
    expect(check('one', mac)).toBe(true);
  });
});
