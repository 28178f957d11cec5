import { useEffect, useEffectEvent, type FormEvent } from 'react';
import { LoginType } from '@zhuyun/contracts';
import { useCredentialsForm } from '../hooks/use-credentials-form';
import { useSignIn } from '../hooks/use-sign-in';
import { FieldError } from './field-error';
import { PasswordField, PlainSubmit, TextField } from './login-fields';
import type { Credentials } from './login-mode';
import { takeEarlySubmit } from '../../../lib/prerendered-login';

/**
 * Account-and-password login. Given credentials (just registered), it signs in with them at once (spec-1 §4). Plain
 * elements drawn like antd's (login-fields.tsx): this form is /login's first paint.
 */
export function PasswordLoginForm({ prefill }: { prefill?: Credentials | null }) {
  const { values, errors, change, validate } = useCredentialsForm(prefill);
  const { signIn, pending } = useSignIn();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const credentials = validate();
    if (credentials) void signIn({ login_type: LoginType.password, ...credentials });
  };

  // Credentials of the registration that just succeeded: sign in with them straight away.
  const submitPrefill = useEffectEvent(() => submit());
  useEffect(() => {
    if (prefill) submitPrefill();
  }, [prefill]);
  // 登录 pressed on the prerendered form before the scripts had run (lib/prerendered-login.ts): sign in now.
  useEffect(() => {
    if (takeEarlySubmit()) submitPrefill();
  }, []);

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        prefix="user"
        placeholder="请输入用户名"
        autoComplete="username"
        value={values.user_no}
        invalid={Boolean(errors.user_no)}
        aria-invalid={Boolean(errors.user_no)}
        aria-describedby="login-user-no-error"
        onChange={(event) => change('user_no', event.target.value)}
      />
      <FieldError id="login-user-no-error" message={errors.user_no} />
      <PasswordField
        prefix="lock"
        placeholder="请输入密码"
        autoComplete="current-password"
        value={values.password}
        invalid={Boolean(errors.password)}
        aria-invalid={Boolean(errors.password)}
        aria-describedby="login-password-error"
        onChange={(event) => change('password', event.target.value)}
      />
      <FieldError id="login-password-error" message={errors.password} />
      <PlainSubmit pending={pending}>登录</PlainSubmit>
    </form>
  );
}
