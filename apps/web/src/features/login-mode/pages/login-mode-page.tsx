import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { ErrorFallback } from '@zhuyun/ui';
import { useSessionStore } from '../../../lib/session-store';
import { openUserDialog } from '../../../lib/user-dialog-request';
import { useUserThirdList } from '../api/get-user-third-list';
import { LoginModeCard } from '../components/login-mode-card';
import { SessionsCard } from '../components/sessions-card';
import { WechatLoginCard } from '../components/wechat-login-card';
import { LoginModeText, maskPhone } from '../login-mode.texts';
import './login-mode-page.css';

/** /loginMode (登录方式, personal centre): the ways this person can sign in, binding a WeChat scan account, and where they are signed in. */
export function LoginModePage() {
  const phone = useSessionStore((state) => state.userInfo?.phone ?? '');
  const bindings = useUserThirdList();

  return (
    <div className="login-mode-page">
      <LoginModeCard
        title={LoginModeText.passwordTitle}
        status={<Tag color="success">{LoginModeText.on}</Tag>}
        description={LoginModeText.passwordDesc}
        actions={
          <Button type="link" onClick={() => openUserDialog('password')}>
            {LoginModeText.changePassword}
          </Button>
        }
      />
      <LoginModeCard
        title={LoginModeText.smsTitle}
        status={phone ? <Tag color="success">{LoginModeText.on}</Tag> : null}
        description={phone ? maskPhone(phone) : LoginModeText.noPhone}
      />
      {bindings.isPending && <Skeleton active paragraph={{ rows: 2 }} aria-label="加载中" />}
      {bindings.isError && <ErrorFallback title={LoginModeText.loadFailed} description={bindings.error.message} onRetry={() => void bindings.refetch()} />}
      {bindings.data && <WechatLoginCard bindings={bindings.data.list} />}
      <SessionsCard />
    </div>
  );
}
