import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companySettings } from '../../db/schema';

export type SettingValues = { name_rule: string; map_lon: number; map_lat: number; map_zoom: number; session_idle_minutes: number };

/** Hangzhou, where the platform's demo units are, when a unit has neither settings nor coordinates of its own. */
const FALLBACK_CENTRE = { lon: 120.1551, lat: 30.2741 };
export const DEFAULT_NAME_RULE = 'XM-{yyyy}{mm}-{seq}';

/** A unit's settings, or the defaults: its own address's coordinates and the platform's idle limit. */
export async function settingsOf(db: Db, companyId: string, platformIdleMinutes: number): Promise<SettingValues> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.company_id, companyId));
  if (row) return { name_rule: row.name_rule, map_lon: row.map_lon, map_lat: row.map_lat, map_zoom: row.map_zoom, session_idle_minutes: Math.min(row.session_idle_minutes, platformIdleMinutes) };
  const [company] = await db.select({ jd: companies.jd, wd: companies.wd }).from(companies).where(eq(companies.company_id, companyId));
  return {
    name_rule: DEFAULT_NAME_RULE,
    map_lon: company?.jd ?? FALLBACK_CENTRE.lon,
    map_lat: company?.wd ?? FALLBACK_CENTRE.lat,
    map_zoom: 12,
    session_idle_minutes: platformIdleMinutes,
  };
}

export async function saveSettings(db: Db, companyId: string, values: SettingValues): Promise<void> {
  const row = { ...values, updated_at: new Date() };
  await db
    .insert(companySettings)
    .values({ company_id: companyId, ...row })
    .onConflictDoUpdate({ target: companySettings.company_id, set: row });
}
