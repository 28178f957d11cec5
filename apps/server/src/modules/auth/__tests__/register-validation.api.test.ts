import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, routes } from '@zhuyun/contracts';
import { codeOf, createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

// The register forms' rules of spec-1 §5, answered as 10001 with the first failing rule's message in field order.
const valid = {
  user_no: 'newUser1',
  user_name: '新用户',
  password: 'abc123',
  confirm_password: 'abc123',
  phone: '13912345678',
  code: '123456',
  usage_code: 2,
  system_no: 'web',
  audit_status: 2,
};

describe('register validation', () => {
  let t: TestApp;
  // One client for the whole file: these calls change nothing, and one signing key keeps clear of get_key's limit.
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    client = t.client();
  });
  afterAll(async () => t?.close());

  const scan = (change: Record<string, unknown>) => codeOf(client.api.call(routes.scanRegister, { ...valid, ...change } as never));
  const phone = (input: Record<string, unknown>) => codeOf(client.api.call(routes.phoneRegister, input as never));

  it.each([
    ['user_no missing', { user_no: undefined }, Msg.userNoRequired],
    ['user_no blank', { user_no: '  ' }, Msg.userNoRequired],
    ['user_no with other characters', { user_no: 'zhang-san' }, Msg.userNoCharset],
    ['user_no in Chinese', { user_no: '张三' }, Msg.userNoCharset],
    ['user_name missing', { user_name: undefined }, Msg.userNameRequired],
    ['user_name blank', { user_name: ' ' }, Msg.userNameRequired],
    ['password missing', { password: undefined }, Msg.passwordRequired],
    ['password empty', { password: '' }, Msg.passwordRequired],
    ['password of 5 characters', { password: 'abc12', confirm_password: 'abc12' }, Msg.registerPasswordLength],
    ['password of 21 characters', { password: 'a'.repeat(21), confirm_password: 'a'.repeat(21) }, Msg.registerPasswordLength],
    ['confirm_password missing', { confirm_password: undefined }, Msg.confirmPasswordRequired],
    ['confirm_password empty', { confirm_password: '' }, Msg.confirmPasswordRequired],
    ['confirm_password different', { confirm_password: 'abc124' }, Msg.passwordsDiffer],
    ['phone missing', { phone: undefined }, Msg.phoneRequiredRegister],
    ['phone blank', { phone: ' ' }, Msg.phoneRequiredRegister],
    ['phone of 10 digits', { phone: '1391234567' }, Msg.phoneInvalidRegister],
    ['phone of 11 digits not a mobile number', { phone: '23912345678' }, Msg.phoneInvalidRegister],
    ['code missing', { code: undefined }, Msg.codeRequiredRegister],
    ['code blank', { code: ' ' }, Msg.codeRequiredRegister],
  ])('scan register: %s', async (_label, change, msg) => {
    expect(await scan(change)).toEqual({ code: 10001, msg });
  });

  it.each([
    ['everything missing', { user_no: '', user_name: '', password: '', confirm_password: '', phone: '', code: '' }, Msg.userNoRequired],
    ['name, phone and code missing', { user_name: '', phone: '', code: '' }, Msg.userNameRequired],
    ['a short password and a bad phone', { password: 'abc', confirm_password: 'abc', phone: '1' }, Msg.registerPasswordLength],
    ['passwords differ and the phone is missing', { confirm_password: 'other1', phone: '' }, Msg.passwordsDiffer],
    ['passwords differ and the code is missing', { confirm_password: 'other1', code: '' }, Msg.passwordsDiffer],
    ['phone bad and code missing', { phone: '123', code: '' }, Msg.phoneInvalidRegister],
  ])('scan register answers the first field\'s message when several fail: %s', async (_label, change, msg) => {
    expect(await scan(change)).toEqual({ code: 10001, msg });
  });

  it('accepts 6 and 20 characters (the length bounds) as far as validation goes', async () => {
    // A valid form gets past validation to the code check: 10104, not 10001.
    expect((await scan({ password: 'abc123', confirm_password: 'abc123' })).code).toBe(10104);
    expect((await scan({ password: 'a'.repeat(20), confirm_password: 'a'.repeat(20) })).code).toBe(10104);
  });

  it('refuses a usage_code other than 2', async () => {
    expect(await scan({ usage_code: 1 })).toEqual({ code: 10001, msg: 'usage_code 必须是 2（注册）' });
  });

  it.each([
    ['phone missing', { code: '123456' }, Msg.phoneRequiredRegister],
    ['phone of 12 digits', { phone: '139123456789', code: '123456' }, Msg.phoneInvalidRegister],
    ['phone not a mobile number', { phone: '03912345678', code: '123456' }, Msg.phoneInvalidRegister],
    ['code missing', { phone: '13912345678' }, Msg.codeRequiredRegister],
    ['code empty', { phone: '13912345678', code: '' }, Msg.codeRequiredRegister],
    ['both missing', {}, Msg.phoneRequiredRegister],
  ])('phone register: %s', async (_label, input, msg) => {
    expect(await phone({ usage_code: 2, system_no: 'web', ...input })).toEqual({ code: 10001, msg });
  });
});
