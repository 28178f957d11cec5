import type { ReactNode } from 'react';
import Card from 'antd/es/card';

/** One login mode: its name, what it says about the person's account, and its actions on the right. */
export function LoginModeCard({ title, status, description, actions }: { title: string; status: ReactNode; description: ReactNode; actions?: ReactNode }) {
  return (
    <Card size="small" className="login-mode-card" role="region" aria-label={title}>
      <div className="login-mode-card__body">
        <div>
          <div className="login-mode-card__title">
            {title} {status}
          </div>
          <div className="login-mode-card__desc">{description}</div>
        </div>
        <div className="login-mode-card__actions">{actions}</div>
      </div>
    </Card>
  );
}
