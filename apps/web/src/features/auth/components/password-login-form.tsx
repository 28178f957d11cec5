import { useEffect, useEffectEvent, type FormEvent } from 'react';
import { SubmitButton } from './submit-button';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { LoginType } from '@zhuyun/contracts';
import { useCredentialsForm } from '../hooks/use-credentials-form';
import { useSignIn } from '../hooks/use-sign-in';
import { FieldError } from './field-error';
import type { Credentials } from './login-mode';

/** Account-and-password login. Given credentials (just registered), it signs in with them at once (spec-1 §4). */
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

  return (
    <form onSubmit={submit} noValidate>
      <Input
        size="large"
        prefix={<UserOutlined />}
        placeholder="请输入用户名"
        autoComplete="username"
        value={values.user_no}
        status={errors.user_no ? 'error' : undefined}
        aria-invalid={Boolean(errors.user_no)}
        aria-describedby="login-user-no-error"
        onChange={(event) => change('user_no', event.target.value)}
      />
      <FieldError id="login-user-no-error" message={errors.user_no} />
      <Password
        size="large"
        prefix={<LockOutlined />}
        placeholder="请输入密码"
        autoComplete="current-password"
        value={values.password}
        status={errors.password ? 'error' : undefined}
        aria-invalid={Boolean(errors.password)}
        aria-describedby="login-password-error"
        onChange={(event) => change('password', event.target.value)}
      />
      <FieldError id="login-password-error" message={errors.password} />
      <SubmitButton size="large" block pending={pending}>
        登录
      </SubmitButton>
    </form>
  );
}
