import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { StorageKey, ThirdPartyMsg } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { takeScanMode } from '../../../lib/third-party/scan-mode';
import { bindScannedAccount } from '../api/bind-scanned-account';
import { checkThirdBound } from '../api/check-third-bound';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import './blank-page.css';

/**
 * /blankPage, the third-party login callback (spec-1 §2 "Blank page"): it reads the code, asks whether the account
 * is bound, then signs in or goes to /login?status=bindAcount&unique_token=…. The callback's state must be the one
 * this browser tab started the scan with; a different one is refused before anything is sent. A scan started by
 * /loginMode's 绑定 (mode bind) binds the account to the signed-in person and returns there with a toast.
 */
export function BlankPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const client = useApiClient();
  const finish = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<'login' | 'bind'>('login');
  const started = useRef(false);

  useEffect(() => {
    // One callback, one try: its code and state are single-use (StrictMode would otherwise spend them twice).
    if (started.current) return;
    started.current = true;
    const code = search.get('code');
    const state = search.get('state');
    const expected = sessionStorage.getItem(StorageKey.oauthState);
    sessionStorage.removeItem(StorageKey.oauthState);
    const scanMode = takeScanMode();
    setMode(scanMode);
    // No code: the person declined on the provider's page, or the link was cut.
    if (!code) return setError(ThirdPartyMsg.scanNotAuthorised);
    if (!state || state !== expected) return setError(ThirdPartyMsg.stateMismatch);
    if (scanMode === 'bind') {
      return void bindScannedAccount(client, code, state)
        .then(() => {
          toast.success(ThirdPartyMsg.bound);
          void navigate('/loginMode', { replace: true });
        })
        .catch((caught: Error) => setError(caught.message));
    }
    checkThirdBound(client, code, state)
      .then(async (result) => {
        if (!result.bound) {
          const query = new URLSearchParams({ status: 'bindAcount', unique_token: result.unique_token });
          return void navigate(`/login?${query.toString()}`, { replace: true });
        }
        if (!(await finish(result.session))) setError(ThirdPartyMsg.providerFailed);
      })
      .catch((caught: Error) => setError(caught.message));
  }, [client, finish, navigate, search]);

  return (
    <main className="blank-page">
      {error ? (
        <Result
          status="warning"
          title={mode === 'bind' ? ThirdPartyMsg.bindFailedTitle : '扫码登录未完成'}
          subTitle={error}
          extra={
            <Button type="primary" onClick={() => void navigate(mode === 'bind' ? '/loginMode' : '/login', { replace: true })}>
              {mode === 'bind' ? '返回登录方式' : '返回登录'}
            </Button>
          }
        />
      ) : (
        <Spin size="large" description={mode === 'bind' ? ThirdPartyMsg.bindWorking : '正在登录…'}>
          <div className="blank-page__spin" />
        </Spin>
      )}
    </main>
  );
}
