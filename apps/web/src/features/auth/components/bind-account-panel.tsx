import { type FormEvent } from 'react';
import Button from 'antd/es/button';
import { SubmitButton } from './submit-button';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { ThirdPartyMsg } from '@zhuyun/contracts';
import { useBindThirdAccount } from '../api/bind-third-account';
import { useCredentialsForm } from '../hooks/use-credentials-form';
import { toast } from '../../../lib/feedback';
import { FieldError } from './field-error';
import type { Credentials } from './login-mode';

/**
 * The bind panel (?status=bindAcount&unique_token=…, spec-1 §2, §4): the scanned account joins an existing account
 * by its user name and password. Success returns to password login with those credentials, which signs in.
 */
export function BindAccountPanel({ uniqueToken, onBound, onBack }: { uniqueToken: string; onBound: (credentials: Credentials) => void; onBack: () => void }) {
  const { values, errors, change, validate } = useCredentialsForm(null);
  const bind = useBindThirdAccount();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = validate();
    if (!credentials) return;
    bind.mutate(
      { unique_token: uniqueToken, ...credentials },
      {
        onSuccess: () => {
          toast.success(ThirdPartyMsg.bound);
          onBound(credentials);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form className="login-card__bind" onSubmit={submit} noValidate aria-label="绑定已有账号">
      <h2 className="login-card__title">绑定已有账号</h2>
      <Input
        placeholder="请输入用户名"
        autoComplete="username"
        value={values.user_no}
        status={errors.user_no ? 'error' : undefined}
        aria-invalid={Boolean(errors.user_no)}
        aria-describedby="bind-user-no-error"
        onChange={(event) => change('user_no', event.target.value)}
      />
      <FieldError id="bind-user-no-error" message={errors.user_no} />
      <Password
        placeholder="请输入密码"
        autoComplete="current-password"
        value={values.password}
        status={errors.password ? 'error' : undefined}
        aria-invalid={Boolean(errors.password)}
        aria-describedby="bind-password-error"
        onChange={(event) => change('password', event.target.value)}
      />
      <FieldError id="bind-password-error" message={errors.password} />
      <SubmitButton block pending={bind.isPending}>
        绑定并登录
      </SubmitButton>
      <div className="login-card__footer">
        <Button type="link" onClick={onBack}>
          返回登录
        </Button>
      </div>
    </form>
  );
}
