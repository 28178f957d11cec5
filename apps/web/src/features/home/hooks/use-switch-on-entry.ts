import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { useSwitchSession } from '../../../lib/switch-session';

/**
 * /homepage?current_company_id=…&current_org_id=… enters that unit (spec-1 §2 "Homepage"), e.g. from a link in
 * another system. Already there, or refused: the query is dropped and the page stays in the current unit.
 */
export function useSwitchOnEntry(): boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const switchSession = useSwitchSession();
  const currentCompany = useSessionStore((state) => state.userInfo?.comp_id ?? null);
  const target = params.get('current_company_id');
  const org = params.get('current_org_id');
  const started = useRef(false);

  useEffect(() => {
    if (!target || started.current) return;
    started.current = true;
    if (target === currentCompany) {
      void navigate('/homepage', { replace: true });
      return;
    }
    void switchSession({ company_id: target, org_id: org }).then((switched) => {
      if (!switched) void navigate('/homepage', { replace: true });
    });
  }, [target, org, currentCompany, navigate, switchSession]);

  return Boolean(target && target !== currentCompany);
}
