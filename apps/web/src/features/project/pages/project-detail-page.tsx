import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '@zhuyun/ui';
import { project } from '@zhuyun/contracts';
import { ProjectExtCard } from '../components/project-ext-card';
import { ProjectLinkCard } from '../components/link/project-link-card';

const { PROJECT_STATUS_NAMES, BUILDING_TYPES, PROJECT_UNIT_ROLE_NAMES } = project;
const TYPE_NAME = Object.fromEntries(BUILDING_TYPES);

/** /projectDetail?project_id=…: a project with its participating units, related projects and component count. */
export function ProjectDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useApiClient();
  const id = params.get('project_id') ?? '';
  const detail = useQuery({
    queryKey: ['projects', 'detail', id],
    queryFn: ({ signal }) => client.call(project.detailProject, { project_id: id }, { signal, silent: true }),
    enabled: Boolean(id),
    retry: false,
  });
  if (!id) return <Card variant="borderless"><Empty description="项目不存在" /></Card>;
  if (detail.isLoading) return <Card variant="borderless"><Skeleton active /></Card>;
  if (detail.isError) {
    const missing = (detail.error as { code?: number }).code === 10002;
    return (
      <Card variant="borderless">
        {missing ? <Empty description="项目不存在" /> : <Alert type="error" showIcon title="项目加载失败" action={<Button onClick={() => void detail.refetch()}>重试</Button>} />}
      </Card>
    );
  }
  const p = detail.data;
  if (!p) return null;
  return (
    <Card
      variant="borderless"
      title={p.project_name}
      extra={
        <Space>
          <Button onClick={() => void navigate(`/componList?project_id=${p.project_id}`)}>构件（{p.component_total}）</Button>
          <Button onClick={() => void navigate(`/operaProject?project_id=${p.project_id}`)}>编辑</Button>
          <Button onClick={() => void navigate('/ProjectList')}>返回列表</Button>
        </Space>
      }
    >
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions bordered size="small" column={2}>
          <Descriptions.Item label="项目编码">{p.project_code}</Descriptions.Item>
          <Descriptions.Item label="项目状态">
            <Tag>{PROJECT_STATUS_NAMES[p.status]}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="所在地区">{[p.province, p.city, p.area].filter(Boolean).join(' / ') || '—'}</Descriptions.Item>
          <Descriptions.Item label="详细地址">{p.address ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="建筑类型">{p.building_type ? (TYPE_NAME[p.building_type] ?? p.building_type) : '—'}</Descriptions.Item>
          <Descriptions.Item label="建筑面积(㎡)">{p.building_area?.toLocaleString() ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="开工日期">{p.start_date ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="竣工日期">{p.end_date ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="建设单位" span={2}>
            {p.company_name}
          </Descriptions.Item>
        </Descriptions>
        <ProjectExtCard projectId={p.project_id} />
        <ProjectLinkCard projectId={p.project_id} />
        <Table
          size="small"
          title={() => '参建单位'}
          rowKey={(u) => `${u.unit_company_id}-${u.role}`}
          dataSource={p.units}
          pagination={false}
          locale={{ emptyText: <Empty description="暂无参建单位" /> }}
          columns={[
            { title: '单位名称', dataIndex: 'unit_name' },
            { title: '参建类型', dataIndex: 'role', render: (r: keyof typeof PROJECT_UNIT_ROLE_NAMES) => PROJECT_UNIT_ROLE_NAMES[r] },
          ]}
        />
        <Table
          size="small"
          title={() => '关联项目'}
          rowKey="project_id"
          dataSource={p.rela_projects}
          pagination={false}
          locale={{ emptyText: <Empty description="暂无关联项目" /> }}
          columns={[
            { title: '项目编码', dataIndex: 'project_code' },
            {
              title: '项目名称',
              dataIndex: 'project_name',
              render: (name: string, r: { project_id: string }) => (
                <Button type="link" size="small" onClick={() => void navigate(`/projectDetail?project_id=${r.project_id}`)}>
                  {name}
                </Button>
              ),
            },
          ]}
        />
      </Space>
    </Card>
  );
}
