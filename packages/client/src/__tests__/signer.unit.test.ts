import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, randomNum, sha256Hex, signMultipart, signRequest } from '../signer';

// The signer must agree, byte for byte, with an independent HMAC-SHA256 of the canonical string (rule 5).
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

describe('signer', () => {
  it('hashes like node:crypto', async () => {
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex('筑云')).toBe(sha256('筑云'));
    expect(await hmacSha256Hex('secret', 'text')).toBe(hmac('secret', 'text'));
  });

  it('makes randomNum of at least 16 characters, different every time', () => {
    const values = new Set(Array.from({ length: 50 }, () => randomNum()));
    expect(values.size).toBe(50);
    for (const value of values) expect(value.length).toBeGreaterThanOrEqual(16);
  });

  it('signs a multipart upload over its query pairs, not the empty string (issue 15 fix 4)', async () => {
    const signed = await signMultipart('post', '/api/v1/base/file/upload_file', { module: 'logo' }, 'k-secret', 1_700_000_000_000);
    const { timeStamp, randomNum: nonce } = signed.params as { timeStamp: string; randomNum: string };
    const query = `module=logo&randomNum=${nonce}&timeStamp=${timeStamp}`;
    const canonical = ['POST', '/api/v1/base/file/upload_file', timeStamp, nonce, sha256(query)].join('\n');
    expect(signed.signature).toBe(hmac('k-secret', canonical));
  });

  it('signs a POST over the exact JSON body it sends', async () => {
    const signed = await signRequest('post', '/adminc/v1/login/do_login', { login_type: 1, user_no: 'demo' }, 'k-secret', 1_700_000_000_000);
    const { timeStamp, randomNum: nonce } = signed.params as { timeStamp: string; randomNum: string };
    expect(timeStamp).toBe('1700000000000');
    expect(JSON.parse(signed.body as string)).toEqual({ login_type: 1, user_no: 'demo', timeStamp, randomNum: nonce });
    const canonical = ['POST', '/adminc/v1/login/do_login', timeStamp, nonce, sha256(signed.body as string)].join('\n');
    expect(signed.signature).toBe(hmac('k-secret', canonical));
  });

  it('signs a GET over the sorted, encoded query and sends no body', async () => {
    const signed = await signRequest('GET', '/api/v1/user/user/get_user_info', { user_id: 'a b', page: 2 }, 'k-secret', 1_700_000_000_000);
    const { randomNum: nonce } = signed.params as { randomNum: string };
    expect(signed.body).toBeUndefined();
    const query = `page=2&randomNum=${nonce}&timeStamp=1700000000000&user_id=a%20b`;
    const canonical = ['GET', '/api/v1/user/user/get_user_info', '1700000000000', nonce, sha256(query)].join('\n');
    expect(signed.signature).toBe(hmac('k-secret', canonical));
  });

  it('gives a different signature for another secret', async () => {
    const a = await signRequest('DELETE', '/adminc/v1/login/log_out', {}, 'one', 1);
    const b = await signRequest('DELETE', '/adminc/v1/login/log_out', {}, 'two', 1);
    expect(a.signature).not.toBe(b.signature);
    expect(a.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});
