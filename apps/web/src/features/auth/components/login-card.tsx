import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoginCardHeight } from '@zhuyun/contracts';
import { brandedLazy, withBrandedConfig } from './branded-lazy';
import { CardTabs } from './card-tabs';
import { LinkButton } from './login-fields';
import { PasswordLoginForm } from './password-login-form';
import { initialLoginMode, type Credentials, type LoginMode } from './login-mode';
import { takeEarlyClick } from '../../../lib/prerendered-login';
import './login-card.css';

/*
 * Password login renders at once, in plain elements; the phone and register forms (antd Form, send-code button) load
 * when chosen, with antd's theme, and start loading when the pointer or focus reaches their tab or link, so switching
 * feels instant.
 */
const loadPhoneLogin = withBrandedConfig(() => import('./phone-login-form'));
const loadRegister = withBrandedConfig(() => import('./register-panel'));
const PhoneLoginForm = brandedLazy(async () => (await loadPhoneLogin()).PhoneLoginForm);
const RegisterPanel = brandedLazy(async () => (await loadRegister()).RegisterPanel);
// Third-party login (the bind panel, the scan dialog) is rarely used: it loads when wanted.
const loadThirdParty = withBrandedConfig(() => import('./third-party-entry'));
const BindAccountPanel = brandedLazy(async () => (await loadThirdParty()).BindAccountPanel);
const ScanLoginDialog = brandedLazy(async () => (await loadThirdParty()).ScanLoginDialog);

const LOGIN_TABS = [
  { key: 'passwordLogin', label: '账号密码登录' },
  { key: 'phoneLogin', label: '手机验证码登录', preload: loadPhoneLogin },
] as const;

/**
 * A tab or link pressed on the prerendered card before the scripts had run (lib/prerendered-login.ts), pressed again
 * once hydrated. Inside the Suspense boundary: React hydrates a boundary's content after the card itself, and a press on
 * a node not yet hydrated would be lost.
 */
function PressEarlyClick() {
  useEffect(() => {
    takeEarlyClick()?.click();
  }, []);
  return null;
}

/** The card on the login page; its height follows the mode (spec-1 §2: 424, 536, 260). */
export function LoginCard() {
  const [search, setSearch] = useSearchParams();
  const [mode, setMode] = useState<LoginMode>(() => initialLoginMode(search));
  const [prefill, setPrefill] = useState<Credentials | null>(null);
  const [scanning, setScanning] = useState(false);
  const uniqueToken = search.get('unique_token') ?? '';
  // Leaving the bind panel drops its link's status and unique_token, so a reload does not reopen a spent panel.
  const backToLogin = () => {
    if (search.has('unique_token')) setSearch({}, { replace: true });
    setMode('passwordLogin');
  };

  // Registered or bound: back to password login with those credentials, which signs in at once (spec-1 §4).
  const registered = (credentials: Credentials) => {
    setPrefill(credentials);
    backToLogin();
  };

  return (
    <div className="login-card" data-mode={mode} style={{ height: LoginCardHeight[mode] }}>
      <Suspense fallback={<div className="login-card__loading boot-spinner__ring" role="status" aria-label="加载中" />}>
        {mode === 'bindAcount' && <BindAccountPanel uniqueToken={uniqueToken} onBound={registered} onBack={backToLogin} />}
        {mode === 'register' && (
          <>
            <RegisterPanel onRegistered={registered} />
            <div className="login-card__footer">
              <LinkButton onClick={backToLogin}>已有账号，去登录</LinkButton>
            </div>
          </>
        )}
        {(mode === 'passwordLogin' || mode === 'phoneLogin') && (
          <>
            <h2 className="login-card__welcome">欢迎登录</h2>
            <CardTabs items={LOGIN_TABS} activeKey={mode} onChange={setMode} />
            <div role="tabpanel">{mode === 'passwordLogin' ? <PasswordLoginForm prefill={prefill} /> : <PhoneLoginForm />}</div>
            <div className="login-card__footer">
              <span className="login-card__hint">还没有账号？</span>
              <LinkButton onClick={() => setMode('register')} onMouseEnter={() => void loadRegister()} onFocus={() => void loadRegister()}>
                立即注册
              </LinkButton>
              <span className="login-card__divider" aria-hidden="true" />
              <LinkButton onClick={() => setScanning(true)} onMouseEnter={() => void loadThirdParty()}>
                微信扫码
              </LinkButton>
            </div>
            <PressEarlyClick />
          </>
        )}
      </Suspense>
      {scanning && (
        <Suspense fallback={null}>
          <ScanLoginDialog onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </div>
  );
}
