import type { Db } from '../client';
import { appVersions, versionReads } from '../schema';
import { DemoIds } from './demo-organisation';

const id = (n: number) => `01900000-0000-7000-8000-0000000190${String(n).padStart(2, '0')}`;
const at = (day: string) => new Date(`${day}T02:00:00Z`);

const RELEASES = [
  { n: 1, platform: 'android', version_no: '2.3.0', notes: '新增构件扫码追溯；优化离线上传。', force_update: 0, publish_status: 1, published_at: at('2026-09-01') },
  { n: 2, platform: 'ios', version_no: '2.3.0', notes: '新增构件扫码追溯；适配 iOS 19。', force_update: 0, publish_status: 1, published_at: at('2026-09-02') },
  { n: 3, platform: 'android', version_no: '2.4.0', notes: '车辆轨迹回放（待发布）。', force_update: 0, publish_status: 0, published_at: null },
  { n: 4, platform: 'web', version_no: '1.0.0', notes: '筑云智慧建造平台上线。', force_update: 0, publish_status: 1, published_at: at('2026-06-01') },
  { n: 5, platform: 'web', version_no: '1.1.0', notes: '新增：版本管理、系统配置。\n优化：列表导出与分页。', force_update: 0, publish_status: 1, published_at: at('2026-11-20') },
] as const;

/**
 * Demo releases so both version pages have rows. The demo accounts have seen the web's latest notes already, so the
 * once-only dialog appears only after an administrator publishes a newer web release.
 */
export async function seedVersions(db: Db): Promise<void> {
  await db
    .insert(appVersions)
    .values(RELEASES.map(({ n, ...r }) => ({ version_id: id(n), ...r, created_at: r.published_at ?? at('2026-11-21') })))
    .onConflictDoNothing();
  await db
    .insert(versionReads)
    .values([DemoIds.admin, DemoIds.demo, DemoIds.worker].map((user_id) => ({ user_id, version_id: id(5) })))
    .onConflictDoNothing();
}
