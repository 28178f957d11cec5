import { GROUP_TITLES, MICRO_APP_TITLES, PATHS_BY_GROUP, type RouteGroup } from './route-paths';

/**
 * The one route configuration (ant-design-pro style): every path of spec-2 §2.2–2.3 with its title, group and where it
 * renders; its page is in route-pages.ts, loaded apart (see there). The router (table-routes.tsx), the tab strip's
 * titles, breadcrumbs and `npm run routes:status` all read it.
 *  - shell: inside the layout (top bar, side menu, tabs), needs a session
 *  - bare: needs a session, full page without the layout (workbench, big screen)
 *  - public: no session needed
 *  - entry: an HTML entry of its own (phone pages), served by the server at that path
 */
export type RouteLayout = 'shell' | 'bare' | 'public' | 'entry';

export interface RouteEntry {
  path: string;
  title: string;
  group: RouteGroup;
  layout: RouteLayout;
  /** Kept mounted while its tab is open (spec-1 §2 "Kept-alive pages"). */
  keepAlive: boolean;
}

/** Pages that are entries of their own (trace.html, survey.html, check.html), served by the server at these paths. */
export const SEPARATE_ENTRY_PATHS = new Set(['/memberQrCode', '/QuestionnaireSurveyMobile', '/QuestionsList', '/checkFill']);
const PUBLIC = new Set(['/blankPage', '/regulatoryPlatformLogin', '/loading', '/redirect']);
const BARE = new Set(['/workbenchMyUnit', '/workbenchAddOrLookCom', '/workbenchBusinessSystemApp', '/elecSandTable']);
/** The project list, the activity management and the people/warehouse pages of spec-1 §2. */
export const KEEP_ALIVE_PATHS = new Set(['/ProjectList', '/ActivityManagement', '/PeopleWarehouse']);

function layoutOf(path: string): RouteLayout {
  if (SEPARATE_ENTRY_PATHS.has(path)) return 'entry';
  if (PUBLIC.has(path)) return 'public';
  if (BARE.has(path)) return 'bare';
  return 'shell';
}

export const ROUTE_TABLE: readonly RouteEntry[] = (Object.entries(PATHS_BY_GROUP) as [RouteGroup, Record<string, string>][]).flatMap(
  ([group, titles]) =>
    Object.entries(titles).map(([path, title]) => ({
      path,
      title,
      group,
      layout: layoutOf(path),
      keepAlive: KEEP_ALIVE_PATHS.has(path),
    })),
);

const byPath = new Map(ROUTE_TABLE.map((entry) => [entry.path, entry]));

export const routeOf = (pathname: string): RouteEntry | undefined => byPath.get(pathname);

export const isKeptAlive = (pathname: string): boolean => KEEP_ALIVE_PATHS.has(pathname);

/** The title of a page for its tab: the table's, a sub-app's by prefix, else the path itself. */
export function titleOf(pathname: string): string {
  const entry = byPath.get(pathname);
  if (entry) return entry.title;
  const prefix = Object.keys(MICRO_APP_TITLES).find((p) => pathname === p || pathname.startsWith(`${p}/`));
  return prefix ? (MICRO_APP_TITLES[prefix] ?? pathname) : pathname;
}

/** Group, then page: what a breadcrumb shows. */
export function breadcrumbOf(pathname: string): string[] {
  const entry = byPath.get(pathname);
  if (!entry) return [titleOf(pathname)];
  return entry.group === 'home' ? [entry.title] : [GROUP_TITLES[entry.group], entry.title];
}
