import { ThirdPartyMsg, routes } from '@zhuyun/contracts';
import type { ApiClient } from '@zhuyun/client';

/** The menu-node fields an external item needs (spec-1 §3 "Menu node"); the menus' node type fits it. */
export interface ExternalMenuNode {
  menu_name?: string;
  route_url?: string | null;
  outer_url?: string | null;
  system_app_no?: string | null;
  app_domain_name?: string | null;
}

export interface ExternalMenuContext {
  client: ApiClient;
  /** The signed-in person (sent as user_id; the server checks it against the session). */
  userId: string | null;
  /** The current project, handed over as project_id. */
  projectId: string | null;
  /** Where the person is now, handed over as url (the other system keeps it as originUrl). */
  origin: string;
  openWindow: (url: string) => Window | null;
  warn: (text: string) => void;
  error: (text: string) => void;
}

export type ExternalMenuOutcome = 'opened' | 'incomplete' | 'unbound' | 'failed';

/**
 * The app's address: app_domain_name may come without a scheme (sys.example.com), or as a path (/intecons) for a
 * sub-application deployed behind this platform's own origin.
 */
function baseOf(address: string, origin: string): string {
  if (address.startsWith('/') && !address.startsWith('//')) return `${new URL(origin).origin}${address}`.replace(/\/+$/, '');
  const withScheme = /^https?:\/\//i.test(address) ? address : `${new URL(origin).protocol}//${address}`;
  return withScheme.replace(/\/+$/, '');
}

/** The other system's hand-over page with the short token, the route to land on, where we are and the project. */
export function handoverUrl(base: string, route: string, token: string, origin: string, projectId: string | null): string {
  const query = new URLSearchParams({ tokenId: token, path: route.replace(/^\/+/, ''), url: origin });
  if (projectId) query.set('project_id', projectId);
  return `${base}/redirect?${query.toString()}`;
}

/**
 * Opens an external menu item (spec-1 §6, §7 "Check system bind"): without a URL or route it warns
 * 当前菜单的URL或路由不能为空…; otherwise it asks whether the person's unit is bound to the item's system, warns
 * 未绑定系统… when not, and opens the app on its hand-over page with a one-time token. The window opens at the
 * click and is pointed at the app once the token is there, so popup blockers let it through.
 */
export async function openExternalMenu(node: ExternalMenuNode, context: ExternalMenuContext): Promise<ExternalMenuOutcome> {
  const address = (node.app_domain_name || node.outer_url || '').trim();
  const route = (node.route_url || '').trim();
  if (!address || !route) {
    context.warn(ThirdPartyMsg.externalMenuIncomplete);
    return 'incomplete';
  }
  const base = baseOf(address, context.origin);
  const system = (node.system_app_no || '').trim();
  if (!system) {
    // A plain external page (no platform system behind it): nothing to hand over.
    context.openWindow(`${base}/${route.replace(/^\/+/, '')}`);
    return 'opened';
  }
  const opened = context.openWindow('about:blank');
  try {
    const bind = await context.client.call(routes.checkSysBind, { app_sys_no: system, ...(context.userId ? { user_id: context.userId } : {}) });
    if (!bind.bound || !bind.access_token) {
      opened?.close();
      context.warn(ThirdPartyMsg.systemUnbound);
      return 'unbound';
    }
    const target = handoverUrl(base, route, bind.access_token, context.origin, context.projectId);
    if (opened) {
      opened.opener = null;
      opened.location.href = target;
    } else {
      context.openWindow(target);
    }
    return 'opened';
  } catch (caught) {
    opened?.close();
    context.error((caught as Error).message);
    return 'failed';
  }
}
