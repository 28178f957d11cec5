import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacHex, hmacSigner } from '../crypto';

describe('hmacSigner', () => {
  // Keys shorter than, equal to and longer than SHA-256's 64-byte block, and multi-byte ones.
  const secrets = ['k', 'a'.repeat(63), 'b'.repeat(64), 'c'.repeat(65), '密钥'.repeat(40), hmacHex('master', 'signing-key:pk_x')];
  const texts = ['', 'GET\n/api/v1/work/car\n1795760000000\nabc\ne3b0c442', '路径/中文?', 'x'.repeat(10_000)];

  it('answers what an Hmac object answers, for every kind of key and message', () => {
    for (const secret of secrets) {
      const sign = hmacSigner(secret);
      for (const text of texts) expect(sign(text)).toBe(createHmac('sha256', secret).update(text).digest('hex'));
    }
  });

  it('answers each message on its own, whatever came before (its buffers are reused)', () => {
    const sign = hmacSigner('secret');
    const first = sign('one');
    sign('x'.repeat(500));
    expect(sign('one')).toBe(first);
  });
});
