import { resourceApi } from '@zhuyun/ui';
import { routes, type ResponseOf } from '@zhuyun/contracts';

export type VersionRow = ResponseOf<typeof routes.getVersions>['list'][number];

export const versionKeys = { all: ['versions'] as const };

/** The releases resource bound to its calls; update and delete carry version_id in the body (spec-2 §7.3). */
export const versionApi = resourceApi({ list: routes.getVersions, remove: routes.deleteVersion }, { id: 'version_id' });

export const PLATFORM_LABELS: Record<string, string> = { android: 'Android', ios: 'iOS', web: 'Web' };

export const formatSize = (bytes: number | null) => (bytes == null ? '—' : bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);
