/** What the server injects into index.html (apps/server platform/http/web-static.ts), so one build serves every deployment. */
export interface RuntimeConfig {
  systemNo: string;
  authCode: string;
  mapTileUrl: string | null;
  /** The page the work-order feedback drawer embeds; none → the drawer says it is not configured. */
  feedbackUrl?: string | null;
  /** Addresses of the platform switcher's external platforms (spec-2 §2.6), by key. */
  platformUrls?: Record<string, string>;
  /** The model library's client credential (MODEL_CLIENT_KEY), sent beside the session; null when not asked. */
  modelClientKey?: string | null;
}

declare global {
  interface Window {
    __ZHUYUN_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/** The Vite dev server has no server to inject the config; it talks to a local API with the development auth code. */
const DEV_FALLBACK: RuntimeConfig = { systemNo: 'web', authCode: 'dev-web-auth-code', mapTileUrl: null };

export function readRuntimeConfig(source: Partial<RuntimeConfig> | undefined = window.__ZHUYUN_CONFIG__): RuntimeConfig {
  const fallback = import.meta.env.DEV ? DEV_FALLBACK : { ...DEV_FALLBACK, authCode: '' };
  return {
    systemNo: source?.systemNo || fallback.systemNo,
    authCode: source?.authCode || fallback.authCode,
    mapTileUrl: source?.mapTileUrl ?? fallback.mapTileUrl,
    feedbackUrl: source?.feedbackUrl ?? null,
    platformUrls: source?.platformUrls ?? {},
    modelClientKey: source?.modelClientKey ?? null,
  };
}
