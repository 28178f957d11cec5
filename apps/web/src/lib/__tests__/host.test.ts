import { describe, expect, it } from 'vitest';
import { userTypeOfHost } from '../host';

describe('user_type from the host name (spec-1 §1)', () => {
  it.each([
    ['www.zhuyun.example', 3],
    ['WWW.zhuyun.example', 3],
    ['demo.zhuyun.example', 4],
    ['localhost', 4],
    ['wwwx.example', 4],
  ])('%s → %i', (hostname, expected) => {
    expect(userTypeOfHost(hostname)).toBe(expected);
  });
});
