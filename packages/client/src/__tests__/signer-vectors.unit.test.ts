import { afterEach, describe, expect, it, vi } from 'vitest';
import { hmacSha256Hex, sha256Hex, signRequest } from '../signer';

// Published vectors pin the signer to SHA-256 and HMAC-SHA256 themselves, not to whatever node:crypto answers.
describe('signer against known vectors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hashes the FIPS 180-2 examples', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('hashes UTF-8 text as its bytes', async () => {
    expect(await sha256Hex('筑云')).toBe('69bd6549f1877e6d3623188649738d211c408bfb85e52a8efdad403f866148c2');
    expect(await hmacSha256Hex('密钥', '筑云')).toBe('06d4b3cfc97620b84078eb721faf69c106c17d9f8f40457278c6baf5b0f51efd');
  });

  it('computes RFC 4231 test case 2 and a key longer than the block', async () => {
    expect(await hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    // RFC 4231 test case 6's message with a printable 131-byte key (value from node:crypto): a long key is hashed first.
    expect(await hmacSha256Hex('k'.repeat(131), 'Test Using Larger Than Block-Size Key - Hash Key First')).toBe(
      '70e4b005732fa7ff79392aa24fb240159b925dbc9f1398420c0f45e6763dcf14',
    );
  });

  it('signs a fixed call to the signature the server computes', async () => {
    // Pins randomNum so the whole signature is a known value (computed once with node:crypto's createHmac).
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array;
      for (let i = 0; i < bytes.length; i++) bytes[i] = [0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef][i % 8]!;
      return array;
    });
    const signed = await signRequest('POST', '/adminc/v1/login/do_login', { login_type: 1, user_no: 'demo' }, 'k-secret', 1_700_000_000_000);
    expect(signed.params.randomNum).toBe('0123456789abcdef0123456789abcdef');
    expect(signed.body).toBe('{"login_type":1,"user_no":"demo","timeStamp":"1700000000000","randomNum":"0123456789abcdef0123456789abcdef"}');
    expect(signed.signature).toBe('62c4f045ffca88e8254c3cf8c0949d993039e6d24de9a69fc104c6403f411d69');
  });
});

describe('signer outside a secure context', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('signs when the browser gives no crypto.subtle (plain HTTP at a non-localhost address)', async () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    expect((globalThis.crypto as Crypto).subtle).toBeUndefined();
    const signed = await signRequest('GET', '/api/v1/user/user/get_user_info', { page: 1 }, 'k-secret', 1_700_000_000_000);
    expect(signed.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});
