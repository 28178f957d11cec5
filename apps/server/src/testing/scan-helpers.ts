/** Shared by the tests of every module that plays a third-party scan (third-party, audit): one copy, in testing/. */
import { routes } from '@zhuyun/contracts';
import type { TestApp, TestClient } from './test-app';

export const CALLBACK = 'http://localhost:3000/blankPage';

/** Plays the dev provider's page: start a scan, consent as `nickName`, and read the code and state it sends back. */
export async function scanAs(t: TestApp, client: TestClient, nickName: string): Promise<{ code: string; state: string }> {
  const start = await client.api.call(routes.getThirdLoginPlatform, {});
  const authorize = new URL(start.url);
  const consent = await t.app.inject({
    method: 'GET',
    url: '/dev/oauth/consent',
    query: { redirect_uri: authorize.searchParams.get('redirect_uri')!, state: authorize.searchParams.get('state')!, nick_name: nickName },
  });
  const back = new URL(consent.headers.location as string);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}
