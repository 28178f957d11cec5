import Button from 'antd/es/button';

/** Placeholder of the bind panel (?status=bindAcount): third-party binding arrives with third-party login. */
export function BindAccountPanel({ onBack }: { onBack: () => void }) {
  return (
    <div className="login-card__bind">
      <h2 className="login-card__title">绑定已有账号</h2>
      <p className="login-card__hint">第三方账号绑定即将上线，请先使用账号密码登录。</p>
      <Button type="primary" block onClick={onBack}>
        返回登录
      </Button>
    </div>
  );
}
