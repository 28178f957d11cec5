/**
 * The path prefixes the micro-app host mounts sub-apps at (shell/micro/micro-manifest.ts MICRO_PREFIXES, kept out of
 * /login's first load; a unit test keeps the two lists equal). /eva is served by the main app.
 */
export const MICRO_ROUTE_PREFIXES = ['/storeMicro', '/intecons', '/balance', '/score', '/hammer', '/ass', '/labor'] as const;
