/**
 * The style nonce of this page load (docs/decisions/019-security-headers.md): the server writes a fresh one into the
 * page's `csp-nonce` meta tag and into its Content-Security-Policy (`style-src 'self' 'nonce-…'`), so only <style>
 * elements carrying it apply. antd's style engine gets it through ConfigProvider's `csp` (branded-config.tsx), tiptap
 * through `injectNonce`. Undefined where no server wrote one (the Vite dev server, tests): such a page has no policy.
 */
export const styleNonce: string | undefined =
  (typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]'))?.content ||
  undefined;

/** ConfigProvider's `csp` for this page: the nonce, or nothing. */
export const antdCsp: { nonce?: string } | undefined = styleNonce ? { nonce: styleNonce } : undefined;

/**
 * Gives the nonce to every <style> element this page's own scripts create. Some libraries write one with no way to
 * pass a nonce (@rc-component/util's scroll lock behind every dialog and drawer, and its scrollbar measure behind
 * tables, which ignore ConfigProvider's `csp`); without this the policy refuses them and a dialog no longer locks the
 * page's scroll. Markup inserted as HTML (innerHTML, dangerouslySetInnerHTML: the news bodies) is built by the parser,
 * not through createElement, so a <style> injected that way is still refused, which is what the nonce guards against.
 */
export function stampScriptStyles(nonce: string | undefined = styleNonce): void {
  if (!nonce || typeof document === 'undefined') return;
  const create = document.createElement.bind(document) as (tag: string, options?: ElementCreationOptions) => HTMLElement;
  document.createElement = ((tag: string, options?: ElementCreationOptions) => {
    const element = create(tag, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  }) as typeof document.createElement;
}
