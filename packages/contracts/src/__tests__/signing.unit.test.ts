import { describe, expect, it } from 'vitest';
import { canonicalQuery, canonicalString } from '../signing';

// The canonical string of ARCHITECTURE.md rule 5: the one definition client and server both sign.
describe('canonicalQuery', () => {
  it('sorts the pairs by name and joins them with &', () => {
    expect(canonicalQuery({ b: '2', a: '1', timeStamp: '1700000000000', randomNum: 'r' })).toBe('a=1&b=2&randomNum=r&timeStamp=1700000000000');
  });

  it('encodes names and values with encodeURIComponent', () => {
    expect(canonicalQuery({ 'na me': 'a&b=c', q: '张 三/?' })).toBe('na%20me=a%26b%3Dc&q=%E5%BC%A0%20%E4%B8%89%2F%3F');
  });

  it('encodes every value exactly as encodeURIComponent does, whether or not it needs it', () => {
    const texts = ["AZaz09-_.!~*'()", '1700000000000', 'a b', 'a+b', '%', '张', '\u00e9', 'x/y?z#', '[]', "it's", ''];
    for (const text of texts) expect(canonicalQuery({ [text]: text })).toBe(`${encodeURIComponent(text)}=${encodeURIComponent(text)}`);
  });

  it('leaves out undefined and null, keeps empty strings, zero and false', () => {
    expect(canonicalQuery({ a: undefined, b: null, c: '', d: 0, e: false })).toBe('c=&d=0&e=false');
  });

  it('answers the empty string for no parameters', () => {
    expect(canonicalQuery({})).toBe('');
  });
});

describe('canonicalString', () => {
  it('joins method (upper-case), path, timeStamp, randomNum and the parameters hash with newlines', () => {
    expect(
      canonicalString({ method: 'get', path: '/api/v1/user/user/get_user_info', timeStamp: '1700000000000', randomNum: '0123456789abcdef', paramsSha256: 'e3b0' }),
    ).toBe('GET\n/api/v1/user/user/get_user_info\n1700000000000\n0123456789abcdef\ne3b0');
  });
});
