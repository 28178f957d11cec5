import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';

const prod = { NODE_ENV: 'production', WEB_AUTH_CODE: 'x', DATABASE_URL: 'postgres://db/zy' } as const;

describe('third-party login configuration', () => {
  it('uses the dev provider outside production, nothing in production, WeChat when an app id is given', () => {
    expect(loadConfig({}).thirdParty.provider).toBe('dev');
    expect(loadConfig({ ...prod }).thirdParty.provider).toBe('off');
    expect(loadConfig({ ...prod, WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' }).thirdParty.provider).toBe('wechat');
  });

  it('refuses the dev provider in production and WeChat without its id and secret', () => {
    expect(() => loadConfig({ ...prod, THIRD_PARTY_LOGIN: 'dev' })).toThrow(/THIRD_PARTY_LOGIN=dev is refused/);
    expect(() => loadConfig({ THIRD_PARTY_LOGIN: 'wechat', WECHAT_APP_ID: 'wx1' })).toThrow(/WECHAT_APP_SECRET/);
  });

  it('sends the provider back to PUBLIC_ORIGIN/blankPage unless OAUTH_REDIRECT_URI says otherwise', () => {
    expect(loadConfig({ PORT: '4000' }).thirdParty.redirectUri).toBe('http://localhost:4000/blankPage');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://zy.example.com' }).thirdParty.redirectUri).toBe('https://zy.example.com/blankPage');
    expect(loadConfig({ OAUTH_REDIRECT_URI: 'https://a.example.com/blankPage' }).thirdParty.redirectUri).toBe('https://a.example.com/blankPage');
  });
});
