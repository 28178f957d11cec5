import { site } from '@zhuyun/contracts';

/** The panels a site screen can show, in the order a new screen shows them. */
export const SCREEN_PANELS = {
  env_now: '环境实时值',
  env_trend: '环境24小时趋势',
  lift: '升降机运行',
  behavior: '不安全行为统计',
  devices: '设备在线率',
  climb: '爬架事件',
} as const;
export type ScreenPanel = keyof typeof SCREEN_PANELS;

export interface ScreenConfig {
  title: string;
  panels: ScreenPanel[];
  /** The environment metrics the trend draws. */
  metrics: site.SiteMetric[];
}

export const DEFAULT_SCREEN: ScreenConfig = {
  title: '智慧工地监控大屏',
  panels: ['env_now', 'env_trend', 'lift', 'behavior', 'devices', 'climb'],
  metrics: ['pm25', 'pm10', 'noise'],
};

const keyOf = (projectId: string | undefined) => `zhuyun.siteScreen.${projectId ?? 'all'}`;

/**
 * A project's screen layout (/monitorConsoleInsTemp edits it, /screenList and /screenListA show it). Kept in this
 * browser's storage per project: a layout is a viewing preference of the console it runs on.
 */
export function loadScreen(projectId: string | undefined): ScreenConfig {
  try {
    const raw = window.localStorage.getItem(keyOf(projectId));
    if (!raw) return DEFAULT_SCREEN;
    const parsed = JSON.parse(raw) as Partial<ScreenConfig>;
    return {
      title: typeof parsed.title === 'string' ? parsed.title.slice(0, 50) : DEFAULT_SCREEN.title,
      panels: (parsed.panels ?? DEFAULT_SCREEN.panels).filter((p): p is ScreenPanel => p in SCREEN_PANELS),
      metrics: (parsed.metrics ?? DEFAULT_SCREEN.metrics).filter((m): m is site.SiteMetric => (site.METRICS_OF_KIND.environment as readonly string[]).includes(m)),
    };
  } catch {
    return DEFAULT_SCREEN;
  }
}

export function saveScreen(projectId: string | undefined, config: ScreenConfig): void {
  window.localStorage.setItem(keyOf(projectId), JSON.stringify(config));
}
