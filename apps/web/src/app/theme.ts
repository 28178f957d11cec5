import type { ThemeConfig } from 'antd';
import { DEFAULT_PRIMARY_COLOR } from '../lib/branding/defaults';

export const FONT_STACK = '-apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * antd tokens from the tenant's branding, so each white-label company gets its colours without a rebuild. With
 * `reducedMotion` (the system's prefers-reduced-motion) dialogs, drawers and toasts appear without animating.
 */
export function themeFor(primaryColor: string | null | undefined, reducedMotion = false): ThemeConfig {
  return {
    token: {
      motion: !reducedMotion,
      colorPrimary: primaryColor && HEX_COLOR.test(primaryColor) ? primaryColor : DEFAULT_PRIMARY_COLOR,
      borderRadius: 6,
      fontFamily: FONT_STACK,
    },
  };
}
