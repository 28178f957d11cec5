import './login-preview.css';

export interface PreviewBranding {
  platform_name: string;
  login_name: string;
  company_name: string;
  primary_color: string | null;
  show_logo: boolean;
  logoUrl: string | null;
  backgroundUrl: string | null;
}

/** What /login will look like on the unit's domain: background, logo, platform name, title, and the card's colour. */
export function LoginPreview({ b }: { b: PreviewBranding }) {
  const background = b.backgroundUrl ? { backgroundImage: `url("${encodeURI(b.backgroundUrl)}")` } : undefined;
  return (
    <div className="login-preview" style={background} role="img" aria-label="登录页预览">
      <div className="login-preview__top">
        {b.show_logo && b.logoUrl && <img className="login-preview__logo" src={b.logoUrl} alt="预览标志" />}
        <span data-testid="preview-platform">{b.platform_name}</span>
      </div>
      <div className="login-preview__main">
        <div>
          <h3 className="login-preview__title" data-testid="preview-title">
            {b.login_name}
          </h3>
          <div>{b.company_name}</div>
        </div>
        <div className="login-preview__card" aria-hidden>
          <div className="login-preview__input" />
          <div className="login-preview__input" />
          <div className="login-preview__button" style={{ background: b.primary_color ?? '#1677ff' }}>
            登录
          </div>
        </div>
      </div>
    </div>
  );
}
