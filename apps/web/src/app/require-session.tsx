import { Navigate, Outlet, useLocation } from 'react-router';
import { rememberInvite } from '../lib/pending-invite';
import { selectSignedIn, useSessionStore } from '../lib/session-store';

/**
 * Layout routes need a session (spec-1 §2 Shell). Subscribed to the store, so a session the server ends (10201/10204)
 * leaves the page the moment the client clears it.
 */
export function RequireSession() {
  const signedIn = useSessionStore(selectSignedIn);
  const location = useLocation();
  if (signedIn) return <Outlet />;
  rememberInvite(location.pathname, location.search);
  return <Navigate to="/login" replace />;
}
