import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useMyLimit, type MyLimit } from '../api/personal-api';
import { QueryFrame } from '../components/query-frame';

type PageItem = MyLimit['pages'][number];

const byGroup = (pages: PageItem[]) => {
  const groups = new Map<string, PageItem[]>();
  for (const p of pages) groups.set(p.group ?? '其他', [...(groups.get(p.group ?? '其他') ?? []), p]);
  return [...groups.entries()];
};

/** /MyLimit: my posts in the current unit, the templates each holds, and the pages my current post opens (read-only). */
export function MyLimitPage() {
  const limit = useMyLimit();
  return (
    <QueryFrame query={limit} failed="我的权限加载失败">
      {(data: MyLimit) =>
        !data.company_name ? (
          <Card title="我的权限">
            <Empty description="请先进入单位" />
          </Card>
        ) : (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card title="我的岗位">
              <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
                <Descriptions.Item label="当前单位">{data.company_name}</Descriptions.Item>
              </Descriptions>
              {data.is_admin && <Alert type="info" showIcon title="您是本单位管理员，拥有本单位的全部页面权限。" style={{ marginBottom: 12 }} />}
              <Table
                size="small"
                rowKey="job_id"
                pagination={false}
                dataSource={data.jobs}
                locale={{ emptyText: '暂无岗位' }}
                columns={[
                  { title: '岗位', dataIndex: 'job_name', render: (n: string, j) => <>{n} {j.is_current && <Tag color="blue">当前</Tag>}</> },
                  { title: '部门', dataIndex: 'dept_name' },
                  {
                    title: '权限模板',
                    dataIndex: 'templates',
                    render: (ts: { auth_template_id: string; auth_template_name: string }[]) =>
                      ts.length ? ts.map((t) => <Tag key={t.auth_template_id}>{t.auth_template_name}</Tag>) : '—',
                  },
                ]}
              />
            </Card>
            <Card title={`当前岗位可用的页面（${data.pages.length}）`}>
              {data.pages.length === 0 ? (
                <Empty description="当前岗位没有页面权限" />
              ) : (
                <Descriptions size="small" column={1} bordered>
                  {byGroup(data.pages).map(([group, pages]) => (
                    <Descriptions.Item key={group} label={group}>
                      {pages.map((p) => (
                        <Tag key={p.object_no}>{p.object_name}</Tag>
                      ))}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              )}
            </Card>
          </Space>
        )
      }
    </QueryFrame>
  );
}
