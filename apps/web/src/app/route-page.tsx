import { ROUTE_PAGES } from './route-pages';
import { lazyPage } from './lazy-page';

const UnderDevelopmentPage = lazyPage(() => import('../features/status/pages/under-development-page'), 'UnderDevelopmentPage');

/** The page of a path of the route table, or the under-development notice where it has none yet. */
export function RoutePage({ path }: { path: string }) {
  const Page = ROUTE_PAGES[path] ?? UnderDevelopmentPage;
  return <Page />;
}
