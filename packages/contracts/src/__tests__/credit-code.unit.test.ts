import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isCreditCode } from '../rules/credit-code';

describe('统一社会信用代码', () => {
  it('accepts the codes of well-known companies (public business licences)', () => {
    // 华为技术有限公司, 腾讯科技（深圳）有限公司, 阿里巴巴（中国）有限公司.
    for (const code of ['914403001922038216', '9144030071526726XG', '91330100799655058B']) expect(isCreditCode(code)).toBe(true);
  });

  it('refuses a wrong check character, a wrong length and letters outside the alphabet', () => {
    expect(isCreditCode('914403001922038217')).toBe(false);
    expect(isCreditCode('9111000060003734')).toBe(false);
    expect(isCreditCode('9144030019220382I6')).toBe(false);
  });

  it('computes the check character, 0 included', () => {
    const first17 = '91330106MA2AB1C2D';
    const code = `${first17}${creditCodeCheckChar(first17)}`;
    expect(isCreditCode(code)).toBe(true);
    expect(isCreditCode(code.toLowerCase())).toBe(true);
  });
});
