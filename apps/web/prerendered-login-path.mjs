// The paths whose first render is in the document (scripts/prerender-login.mjs): /login, but not its bind panel
// (?status=bindAcount&unique_token=…, login-mode.ts), which renders another card. A JavaScript expression for the
// page's inline head scripts, shared so that route-preload.ts skips the stylesheets the prerendered page inlines.
export const prerenderedLoginTest = `location.pathname.replace(/\\/+$/,'')==='/login'&&!/[?&]status=bindAcount(&|$)/.test(location.search)`;
