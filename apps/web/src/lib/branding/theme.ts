import type { ThemeConfig } from 'antd';
import { DEFAULT_PRIMARY_COLOR } from './defaults';

export const FONT_STACK = '-apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The tenant's primary colour when it is a colour, else ours: for antd's theme and the plain login form alike. */
export function brandPrimary(primaryColor: string | null | undefined): string {
  return primaryColor && HEX_COLOR.test(primaryColor) ? primaryColor : DEFAULT_PRIMARY_COLOR;
}

/**
 * antd tokens from the tenant's branding, so each white-label company gets its colours without a rebuild. With
 * `reducedMotion` (the system's prefers-reduced-motion) dialogs, drawers and toasts appear without animating.
 */
export function themeFor(primaryColor: string | null | undefined, reducedMotion = false): ThemeConfig {
  return {
    token: {
      motion: !reducedMotion,
      colorPrimary: brandPrimary(primaryColor),
      borderRadius: 6,
      fontFamily: FONT_STACK,
    },
  };
}
