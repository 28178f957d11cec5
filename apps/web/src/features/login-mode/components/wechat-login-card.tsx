import { Suspense, lazy, useState } from 'react';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import { ThirdPartyMsg, ThirdType } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import type { ThirdBinding } from '../api/get-user-third-list';
import { useUnbindThirdAccount } from '../api/unbind-third-account';
import { LoginModeText } from '../login-mode.texts';
import { LoginModeCard } from './login-mode-card';

// The scan dialog (and its QR frame) loads when 绑定 is pressed, not with the page.
const ScanLoginDialog = lazy(() => import('../../../lib/third-party/scan-dialog').then((m) => ({ default: m.ScanLoginDialog })));

/**
 * 微信扫码登录: bound → the nick name, when, and 解除绑定 behind a confirmation; unbound → 绑定 opens the scan dialog
 * in bind mode, whose callback (/blankPage) binds and comes back here with a toast.
 */
export function WechatLoginCard({ bindings }: { bindings: readonly ThirdBinding[] }) {
  const binding = bindings.find((b) => b.third_type === ThirdType.wechat);
  const [scanning, setScanning] = useState(false);
  const unbind = useUnbindThirdAccount();

  const confirmUnbind = async () => {
    // A refusal (e.g. already unbound elsewhere) is toasted by the client's error policy; the list is read again.
    await unbind.mutateAsync().then(() => toast.success(ThirdPartyMsg.unbound), () => undefined);
  };

  return (
    <>
      <LoginModeCard
        title={LoginModeText.wechatTitle}
        status={binding ? <Tag color="success">{LoginModeText.bound}</Tag> : null}
        description={
          binding ? (
            <>
              <span className="login-mode-card__nick">{binding.nick_name ?? '微信用户'}</span>
              <span>
                {LoginModeText.boundAt}：{new Date(binding.created_at).toLocaleString('zh-CN', { hour12: false })}
              </span>
            </>
          ) : (
            LoginModeText.wechatUnbound
          )
        }
        actions={
          binding ? (
            <Popconfirm title={LoginModeText.unbindConfirmTitle} description={LoginModeText.unbindConfirm} okText="确定" cancelText="取消" onConfirm={confirmUnbind}>
              <Button danger loading={unbind.isPending}>
                {LoginModeText.unbind}
              </Button>
            </Popconfirm>
          ) : (
            <Button type="primary" onClick={() => setScanning(true)}>
              {LoginModeText.bind}
            </Button>
          )
        }
      />
      {scanning && (
        <Suspense fallback={null}>
          <ScanLoginDialog mode="bind" onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </>
  );
}
