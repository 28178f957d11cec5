import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { PLATFORM_LABELS, formatSize, versionApi, versionKeys, type VersionRow } from '../api/version-api';
import { VersionFormDialog } from '../components/version-form-dialog';

const when = (v: unknown) => (v ? dayjs(v as string).format('YYYY-MM-DD HH:mm') : '—');
const state = (v: unknown) => (v === 1 ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>);

function VersionPage({ channel }: { channel: 'app' | 'web' }) {
  const app = channel === 'app';
  const columns: ResourceColumn<VersionRow>[] = [
    ...(app
      ? [{ key: 'platform', title: '平台', render: (v: unknown) => PLATFORM_LABELS[v as string] ?? String(v), search: { kind: 'select' as const, options: [{ value: 'android', label: 'Android' }, { value: 'ios', label: 'iOS' }] } }]
      : []),
    { key: 'version_no', title: '版本号', search: { kind: 'input', name: 'search', placeholder: '搜索版本号或说明', width: 220 } },
    { key: 'notes', title: '更新说明', render: (v) => <span style={{ whiteSpace: 'pre-line' }}>{v as string}</span> },
    ...(app
      ? [
          { key: 'package_name', title: '安装包', render: (_: unknown, r: VersionRow) => (r.package_name ? `${r.package_name}（${formatSize(r.package_size)}）` : '—') },
          { key: 'force_update', title: '强制更新', render: (v: unknown) => (v === 1 ? '是' : '否') },
        ]
      : []),
    { key: 'publish_status', title: '状态', render: state, exportValue: (r) => (r.publish_status === 1 ? '已发布' : '草稿') },
    { key: 'published_at', title: '发布时间', sortable: true, render: when },
  ];
  return (
    <ResourcePage<VersionRow>
      title={app ? 'App 版本管理' : 'Web 版本管理'}
      noun="版本"
      api={versionApi}
      queryKey={[...versionKeys.all, channel]}
      rowKey="version_id"
      fixed={{ channel }}
      columns={columns}
      describe={(r) => `${PLATFORM_LABELS[r.platform] ?? r.platform} ${r.version_no}`}
      dialog={(p) => <VersionFormDialog channel={channel} {...p} />}
    />
  );
}

/** /versionManagementApp: the app's releases for Android and iOS, each with its package and forced-update flag. */
export function VersionManagementAppPage() {
  return <VersionPage channel="app" />;
}

/** /versionManagementWeb: the web's release notes, shown once to each person after sign-in when published. */
export function VersionManagementWebPage() {
  return <VersionPage channel="web" />;
}
