import { site } from '@zhuyun/contracts';

export { site };
export type SiteDeviceRowLike = Pick<site.SiteDeviceRow, 'device_id' | 'device_name' | 'has_key'>;
