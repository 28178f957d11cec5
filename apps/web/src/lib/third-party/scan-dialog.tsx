import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { StorageKey, ThirdPartyMsg } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { thirdLoginPlatformQuery } from './get-third-login-platform';
import { SCAN_MODE_KEY, type ScanMode } from './scan-mode';
import './scan-login-dialog.css';

/**
 * The third-party scan dialog (spec-1 §2 "Login's scan dialog"): the provider's QR page in a frame. After the
 * scan the provider sends the whole window to /blankPage with a code and our state; the state is kept in this tab's
 * sessionStorage so /blankPage can refuse a callback this browser did not start (login CSRF). It lives in lib/
 * because two features open it: the login card (mode login) and /loginMode (mode bind); the mode rides beside the
 * state so /blankPage knows whether to sign in or to bind.
 */
export function ScanLoginDialog({ onClose, mode = 'login' }: { onClose: () => void; mode?: ScanMode }) {
  const client = useApiClient();
  const platform = useQuery(thirdLoginPlatformQuery(client));
  const state = platform.data?.token;

  useEffect(() => {
    if (!state) return;
    sessionStorage.setItem(StorageKey.oauthState, state);
    sessionStorage.setItem(SCAN_MODE_KEY, mode);
  }, [state, mode]);
  const bind = mode === 'bind';

  return (
    <Modal open title={bind ? ThirdPartyMsg.bindScanTitle : ThirdPartyMsg.scanTitle} footer={null} width={420} onCancel={onClose} destroyOnHidden centered>
      <div className="scan-login">
        {platform.isPending && <Spin size="large" className="scan-login__spin" aria-label="加载中" />}
        {platform.isError && (
          <Result
            status="warning"
            title={platform.error.message}
            extra={
              <Button type="primary" onClick={() => void platform.refetch()}>
                重试
              </Button>
            }
          />
        )}
        {platform.data && (
          <>
            <iframe className="scan-login__frame" title="扫码登录二维码" src={platform.data.url} sandbox="allow-scripts allow-same-origin allow-forms allow-top-navigation" />
            <p className="scan-login__hint">{bind ? ThirdPartyMsg.bindScanHint : ThirdPartyMsg.scanHint}</p>
            <Button type="link" size="small" onClick={() => void platform.refetch()}>
              刷新二维码
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
