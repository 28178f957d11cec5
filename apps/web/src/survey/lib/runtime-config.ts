/**
 * The runtime configuration the server injects into survey.html as window.__ZHUYUN_CONFIG__ (the same reading as the
 * shell's lib/runtime-config.ts, copied so this entry carries none of the shell).
 */
export interface SurveyRuntimeConfig {
  systemNo: string;
  authCode: string;
}

export function readSurveyConfig(
  source: Partial<SurveyRuntimeConfig> | undefined = (window as { __ZHUYUN_CONFIG__?: Partial<SurveyRuntimeConfig> }).__ZHUYUN_CONFIG__,
): SurveyRuntimeConfig {
  // The Vite dev server injects nothing; it talks to a local API with the development auth code.
  const authCode = import.meta.env.DEV ? 'dev-web-auth-code' : '';
  return { systemNo: source?.systemNo || 'web', authCode: source?.authCode || authCode };
}
