import { useMemo } from 'react';
import { Msg } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { platformChoices } from '../../../lib/platforms';
import { readRuntimeConfig } from '../../../lib/runtime-config';

/**
 * The platform choices of spec-1 §2 on /login: signing in here enters the default public platform (this company's,
 * marked 默认); the three external platforms open at the deployment's addresses, or say that none is set.
 */
export function LoginPlatforms({ platformName, urls }: { platformName: string; urls?: Record<string, string> }) {
  const choices = useMemo(() => platformChoices(platformName), [platformName]);
  const addresses = useMemo(() => urls ?? readRuntimeConfig().platformUrls ?? {}, [urls]);
  return (
    <nav className="login-platforms" aria-label="平台">
      {choices.map((c) => {
        if (c.isDefault)
          return (
            <span key={c.key} className="login-platforms__item login-platforms__item--current" aria-current="page" title={c.description}>
              {c.name}
              <small>默认</small>
            </span>
          );
        const url = addresses[c.key];
        return url ? (
          <a key={c.key} className="login-platforms__item" href={url} target="_blank" rel="noopener noreferrer" title={c.description}>
            {c.name}
          </a>
        ) : (
          <button key={c.key} type="button" className="login-platforms__item" title={c.description} onClick={() => toast.warning(Msg.platformAddressMissing)}>
            {c.name}
          </button>
        );
      })}
    </nav>
  );
}
