import { Navigate, useLocation, useParams } from 'react-router';
import { HOME_PATH } from '../../lib/top-menu-groups';

/** Only paths inside this app: an address from a link must not send the person to another site. */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/redirect');

/** /redirect/<path>?<query>: goes there, replacing itself in history (spec-2 §2.2). */
export function RedirectPage() {
  const splat = useParams()['*'];
  const { search } = useLocation();
  const target = splat ? `/${splat}${search}` : HOME_PATH;
  return <Navigate to={isLocalPath(target) ? target : HOME_PATH} replace />;
}
