import { Suspense, lazy, useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Input, List, Skeleton, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useMapProjects } from '../api/use-map-projects';
import { ProjectMapCard } from '../components/project-map-card';
import { STATUS_COLOURS, located, statusName } from '../lib/project-map-option';

// ECharts and the outlines load after the list, in their own chunk.
const ProjectMapChart = lazy(() => import('../components/project-map-chart'));

/**
 * /ProjectMap: the session's company's projects on a map with the list beside it. Search narrows both; choosing a
 * project in either shows its card with the way to /projectDetail.
 */
export function ProjectMapPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const projects = useMapProjects(search);
  const rows = useMemo(() => projects.data?.list ?? [], [projects.data]);
  const selected = rows.find((r) => r.project_id === selectedId) ?? null;
  const placed = rows.filter(located).length;

  let body;
  if (projects.isLoading) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (projects.isError)
    body = <Alert type="error" showIcon title="项目加载失败" action={<Button onClick={() => void projects.refetch()}>重试</Button>} />;
  else if (!rows.length && !search)
    body = (
      <Empty description="暂无项目">
        <Button type="primary" onClick={() => void navigate('/operaProject')}>
          新建项目
        </Button>
      </Empty>
    );
  else
    body = (
      <div style={{ display: 'flex', gap: 16, minHeight: 560, height: 'calc(100vh - 260px)' }}>
        <div style={{ width: 300, flex: 'none', overflow: 'auto' }}>
          <Typography.Text type="secondary">
            共 {rows.length} 个项目，{placed} 个已定位
          </Typography.Text>
          <List
            size="small"
            dataSource={rows}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有匹配的项目" /> }}
            renderItem={(r) => (
              <List.Item
                onClick={() => setSelectedId(r.project_id)}
                style={{ cursor: 'pointer', background: r.project_id === selectedId ? '#e6f4ff' : undefined, paddingInline: 8 }}
                aria-selected={r.project_id === selectedId}
              >
                <List.Item.Meta
                  title={<span>{r.project_name}</span>}
                  description={
                    <span>
                      {r.project_code} · {[r.city, r.area].filter(Boolean).join('') || '—'}
                      {!located(r) && <Typography.Text type="warning"> · 未设置位置</Typography.Text>}
                    </span>
                  }
                />
                <Tag color={STATUS_COLOURS[r.status]}>{statusName(r.status)}</Tag>
              </List.Item>
            )}
          />
        </div>
        <div style={{ flex: 1, position: 'relative', minWidth: 0 }}>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: '100%' }} />}>
            <ProjectMapChart projects={rows} selectedId={selectedId} onSelect={setSelectedId} />
          </Suspense>
          {selected && (
            <div style={{ position: 'absolute', top: 12, right: 12, zIndex: 2 }}>
              <ProjectMapCard row={selected} onClose={() => setSelectedId(null)} />
            </div>
          )}
        </div>
      </div>
    );

  return (
    <Card
      variant="borderless"
      title="项目地图"
      extra={
        <Input.Search
          aria-label="搜索项目"
          placeholder="搜索项目名称或编码"
          allowClear
          style={{ width: 260 }}
          onSearch={(text) => (setSearch(text.trim()), setSelectedId(null))}
        />
      }
    >
      {body}
    </Card>
  );
}
