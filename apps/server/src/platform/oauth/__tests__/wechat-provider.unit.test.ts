import { describe, expect, it } from 'vitest';
import { ResultCode, ThirdPartyMsg } from '@zhuyun/contracts';
import { WeChatProvider } from '../wechat.provider';

/** A stand-in for api.weixin.qq.com: answers by path, records what was asked. */
function fakeWeChat(answers: Record<string, unknown>) {
  const asked: URL[] = [];
  const fetch = (async (input: string | URL) => {
    const url = new URL(String(input));
    asked.push(url);
    const body = answers[url.pathname];
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body ?? { errcode: 40001, errmsg: 'invalid credential' }), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const callback = 'https://zhuyun.example.com/blankPage';

describe('WeChat Open Platform provider', () => {
  it('builds the qrconnect URL with appid, redirect_uri, code, snsapi_login, state and the framed-page switches', () => {
    const provider = new WeChatProvider({ appId: 'wx123', appSecret: 's3cret' });
    const url = new URL(provider.authorizeUrl('st4te', callback));
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx123',
      redirect_uri: callback,
      response_type: 'code',
      scope: 'snsapi_login',
      state: 'st4te',
      login_type: 'jssdk',
      self_redirect: 'false',
    });
    expect(url.hash).toBe('#wechat_redirect');
    expect(url.toString()).not.toContain('s3cret');
  });

  it('trades the code at sns/oauth2/access_token and reads nickname and unionid at sns/userinfo', async () => {
    const wx = fakeWeChat({
      '/sns/oauth2/access_token': { access_token: 'AT', expires_in: 7200, refresh_token: 'RT', openid: 'OPENID', scope: 'snsapi_login' },
      '/sns/userinfo': { openid: 'OPENID', nickname: '微信用户', unionid: 'UNION' },
    });
    const provider = new WeChatProvider({ appId: 'wx123', appSecret: 's3cret', fetch: wx.fetch });
    expect(await provider.exchangeCode('CODE')).toEqual({ open_id: 'OPENID', union_id: 'UNION', nick_name: '微信用户' });
    expect(Object.fromEntries(wx.asked[0]!.searchParams)).toEqual({ appid: 'wx123', secret: 's3cret', code: 'CODE', grant_type: 'authorization_code' });
    expect(wx.asked[0]!.origin).toBe('https://api.weixin.qq.com');
    expect(Object.fromEntries(wx.asked[1]!.searchParams)).toEqual({ access_token: 'AT', openid: 'OPENID', lang: 'zh_CN' });
  });

  it('still signs in when userinfo fails: the identity is the openid', async () => {
    const wx = fakeWeChat({ '/sns/oauth2/access_token': { access_token: 'AT', openid: 'OPENID', unionid: 'U1' }, '/sns/userinfo': new Error('down') });
    const provider = new WeChatProvider({ appId: 'a', appSecret: 'b', fetch: wx.fetch });
    expect(await provider.exchangeCode('CODE')).toEqual({ open_id: 'OPENID', union_id: 'U1', nick_name: null });
  });

  it('answers 10104 for a code WeChat calls invalid or used, 50000 for anything else', async () => {
    const bad = new WeChatProvider({ appId: 'a', appSecret: 'b', fetch: fakeWeChat({ '/sns/oauth2/access_token': { errcode: 40163, errmsg: 'code been used' } }).fetch });
    await expect(bad.exchangeCode('C')).rejects.toMatchObject({ code: ResultCode.CODE_INVALID, message: ThirdPartyMsg.authCodeInvalid });
    const down = new WeChatProvider({ appId: 'a', appSecret: 'b', fetch: fakeWeChat({ '/sns/oauth2/access_token': new Error('network') }).fetch });
    await expect(down.exchangeCode('C')).rejects.toMatchObject({ code: ResultCode.INTERNAL, message: ThirdPartyMsg.providerFailed });
    const secret = new WeChatProvider({ appId: 'a', appSecret: 'b', fetch: fakeWeChat({}).fetch });
    await expect(secret.exchangeCode('C')).rejects.toMatchObject({ code: ResultCode.INTERNAL });
  });
});
