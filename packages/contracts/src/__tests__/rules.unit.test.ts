import { describe, expect, it } from 'vitest';
import { Msg } from '../messages';
import { capPhoneInput, isMobilePhone, isRegisterPasswordLength, isStrongPassword, isUserNo, sendCodePhoneError, stripUserNo } from '../rules';

// The shared field rules of spec-1 §5, used by the web as the person types and by the server on every request.
describe('isStrongPassword', () => {
  it.each(['Abcdef#123', 'Zz9!Zz9!Zz', `Ab1!${'x'.repeat(28)}`, 'Passw0rd with space', 'Ab1中文密码很长很长的'])('accepts %s', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });

  it.each([
    ['9 characters', 'Abcdef#12'],
    ['33 characters', `Ab1!${'x'.repeat(29)}`],
    ['no digit', 'Abcdefg#hi'],
    ['no upper-case letter', 'abcdef#123'],
    ['no lower-case letter', 'ABCDEF#123'],
    ['no special character', 'Abcdefg123'],
    ['empty', ''],
  ])('refuses a password with %s', (_label, password) => {
    expect(isStrongPassword(password)).toBe(false);
  });
});

describe('isRegisterPasswordLength', () => {
  it('accepts 6 to 20 characters and nothing outside', () => {
    expect([5, 6, 20, 21].map((n) => isRegisterPasswordLength('a'.repeat(n)))).toEqual([false, true, true, false]);
  });
});

describe('sendCodePhoneError', () => {
  it.each([
    [undefined, Msg.sendPhoneEmpty],
    [null, Msg.sendPhoneEmpty],
    ['', Msg.sendPhoneEmpty],
    [' ', Msg.sendPhoneInvalid],
    ['           ', Msg.sendPhoneInvalid],
    ['1391234567', Msg.sendPhoneLength],
    ['139123456789', Msg.sendPhoneLength],
    ['23912345678', Msg.sendPhoneInvalid],
    ['1391234567a', Msg.sendPhoneInvalid],
    ['+8613912345', Msg.sendPhoneInvalid],
  ])('answers %j with %s', (phone, message) => {
    expect(sendCodePhoneError(phone)).toBe(message);
  });

  it('accepts an 11-digit mainland mobile number', () => {
    expect(sendCodePhoneError('13912345678')).toBeNull();
    expect(isMobilePhone('19912345678')).toBe(true);
  });
});

describe('stripUserNo and isUserNo', () => {
  it('keeps only English letters and digits, as typed', () => {
    expect(stripUserNo('zhang_san-01')).toBe('zhangsan01');
    expect(stripUserNo('张三Li4 ')).toBe('Li4');
    expect(stripUserNo('ÄbC😀9')).toBe('bC9');
    expect(stripUserNo('')).toBe('');
  });

  it('accepts what stripUserNo keeps, and nothing else', () => {
    expect(isUserNo('Admin2026')).toBe(true);
    expect(isUserNo('admin 2026')).toBe(false);
    expect(isUserNo('')).toBe(false);
  });
});

describe('capPhoneInput', () => {
  it('keeps at most 11 digits and drops everything else', () => {
    expect(capPhoneInput('139 1234 5678')).toBe('13912345678');
    expect(capPhoneInput('1391234567890')).toBe('13912345678');
    expect(capPhoneInput('+86-139')).toBe('86139');
    expect(capPhoneInput('abc')).toBe('');
  });
});
