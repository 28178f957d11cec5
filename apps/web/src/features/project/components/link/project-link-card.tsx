import { useState } from 'react';
import { Alert, Button, Descriptions, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { project } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { Can } from '../../../../lib/access';
import { toast } from '../../../../lib/feedback';
import { LinkConfigDialog } from './link-config-dialog';
import { LinkPickerDialog } from './link-picker-dialog';

const { ProjectLinkMsg, ProjectLinkObject } = project;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '—');

/** 外部系统关联 on /projectDetail: the unit's external system, this project's link, and a sync with what it did. */
export function ProjectLinkCard({ projectId }: { projectId: string }) {
  const client = useApiClient();
  const queries = useQueryClient();
  const [configuring, setConfiguring] = useState(false);
  const [picking, setPicking] = useState(false);
  const config = useQuery({ queryKey: ['projects', 'link-config'], queryFn: ({ signal }) => client.call(project.getLinkConfig, {}, { signal, silent: true }) });
  const link = useQuery({ queryKey: ['projects', 'link', projectId], queryFn: ({ signal }) => client.call(project.getProjectLink, { project_id: projectId }, { signal, silent: true }) });
  const refresh = () => void queries.invalidateQueries({ queryKey: ['projects'] });
  const sync = useMutation({
    mutationFn: () => client.call(project.syncProjectLink, { project_id: projectId }),
    onSuccess: (r) => {
      toast.success(ProjectLinkMsg.synced(r.added, r.updated, r.unchanged));
      refresh();
    },
  });
  const unlink = useMutation({
    mutationFn: () => client.call(project.linkProject, { project_id: projectId, external_project_id: null }),
    onSuccess: () => {
      toast.success(ProjectLinkMsg.unlinked);
      refresh();
    },
  });

  if (config.isPending || link.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (config.isError || link.isError) {
    return <Alert type="error" showIcon title="外部系统关联加载失败" action={<Button onClick={() => void Promise.all([config.refetch(), link.refetch()])}>重试</Button>} />;
  }
  const c = config.data;
  const l = link.data;
  const ready = c.adapter !== null && c.enabled === 1;
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={2}
        title="外部系统关联"
        extra={
          <Space>
            <Can object={ProjectLinkObject.configure}>
              <Button size="small" onClick={() => setConfiguring(true)}>系统配置</Button>
            </Can>
            <Can object={ProjectLinkObject.link}>
              <Button size="small" disabled={!ready} onClick={() => setPicking(true)}>{l.linked ? '更换关联' : '关联外部项目'}</Button>
              {l.linked === 1 && (
                <Popconfirm title="取消关联后不再同步，已同步的标段保留。确定取消？" okText="取消关联" cancelText="返回" onConfirm={() => unlink.mutate()}>
                  <Button size="small" loading={unlink.isPending}>取消关联</Button>
                </Popconfirm>
              )}
              <Button size="small" type="primary" disabled={!ready || !l.linked} loading={sync.isPending} onClick={() => sync.mutate()}>同步</Button>
            </Can>
          </Space>
        }
        items={[
          { key: 'system', label: '外部系统', children: c.adapter ? <Space>{c.system_name}{c.enabled ? <Tag color="green">已启用</Tag> : <Tag>已停用</Tag>}</Space> : '未配置' },
          { key: 'project', label: '关联外部项目', children: l.linked ? `${l.external_project_name}（${l.external_project_id}）` : '未关联' },
          { key: 'sync', label: '最近同步', children: when(l.last_sync_at) },
          { key: 'result', label: '同步结果', children: l.last_sync ? `新增${l.last_sync.added}条，更新${l.last_sync.updated}条，未变${l.last_sync.unchanged}条` : '—' },
        ]}
      />
      <LinkConfigDialog open={configuring} config={c} onClose={() => setConfiguring(false)} saved={refresh} />
      <LinkPickerDialog open={picking} projectId={projectId} onClose={() => setPicking(false)} linked={refresh} />
    </>
  );
}
