/**
 * The one contract between the shell and a micro-app (ARCHITECTURE.md "Micro-apps"; docs/decisions/013). Types
 * only: a sub-app imports nothing from the shell at run time, and the shell nothing from a sub-app.
 */

/** `/micro/manifest.json`: where each sub-app's ES-module entry lives and the path prefix it is mounted at. */
export type MicroManifest = Record<string, { entry: string; basePath: string }>;

export interface MicroUser {
  user_id: string;
  real_name: string;
  user_name: string;
  phone: string;
}

export interface MicroCompany {
  comp_id: string;
  company_name?: string | null;
}

/** Where and how the sub-app reaches the API: it signs with its own key pair from get_key (ARCHITECTURE.md rule 5). */
export interface MicroApiConfig {
  /** '' for the shell's origin. */
  baseUrl: string;
  systemNo: string;
  authCode: string;
}

export interface MicroAppProps {
  name: string;
  /** The element the shell made for this sub-app; the sub-app renders and styles only inside it. */
  container: HTMLElement;
  /** The prefix the sub-app is mounted at, e.g. '/labor'. */
  basePath: string;
  /** The sub-app's current path with its query (its last one while hidden). */
  pathname: string;
  token: string | null;
  user: MicroUser | null;
  company: MicroCompany | null;
  job: string | null;
  /** The object_no values the session holds. */
  permissions: string[];
  /** The shell's router: a sub-app never touches history itself. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** false while its tab is open but another page is shown (kept alive, hidden). */
  active: boolean;
  api: MicroApiConfig;
  /**
   * The page's style nonce (docs/decisions/019-security-headers.md): the policy admits only <style> elements carrying
   * it, so a sub-app's style engine stamps it on the ones it writes (antd: ConfigProvider's `csp`). Absent where the
   * page has no policy.
   */
  styleNonce?: string;
}

/** What a sub-app's entry module exports (the names qiankun and single-spa use). */
export interface MicroAppLifecycle {
  bootstrap: () => Promise<void> | void;
  mount: (props: MicroAppProps) => Promise<void> | void;
  update: (props: MicroAppProps) => Promise<void> | void;
  unmount: (props: { container: HTMLElement }) => Promise<void> | void;
}
