import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Progress from 'antd/es/progress';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { schedule } from '@zhuyun/contracts';
import { ErrorFallback, PageSkeleton, useApiClient } from '@zhuyun/ui';
import { useProjectChoice } from '../api/use-project-choice';
import { ProjectSelect } from '../components/project-select';

type Node = schedule.WbsNode;

/**
 * /editProjectStep: the project's steps as a work breakdown (wbs_list): each construction section with the schedule's
 * tasks under it, dates and progress; sections are edited on /constructionSection, tasks on /ProjectGantt.
 */
export function EditProjectStepPage() {
  const client = useApiClient();
  const choice = useProjectChoice();
  const wbs = useQuery({
    queryKey: ['wbs', choice.projectId],
    enabled: Boolean(choice.projectId),
    queryFn: ({ signal }) => client.call(schedule.getWbsList, { project_id: choice.projectId! }, { signal, silent: true }),
  });
  const q = choice.projectId ? `?project_id=${choice.projectId}` : '';
  const extra = (
    <>
      <ProjectSelect choice={choice} />
      <Link to={`/constructionSection${q}`} style={{ marginLeft: 12 }}><Button>编辑标段</Button></Link>
      <Link to={`/ProjectGantt${q}`} style={{ marginLeft: 8 }}><Button type="primary">编辑进度计划</Button></Link>
    </>
  );
  const rows = (wbs.data?.list ?? []).map((n) => ({ ...n, children: n.children.length ? n.children : undefined }));
  return (
    <Card title="项目步骤" extra={extra}>
      {!choice.projectId && !choice.loading ? (
        <Empty description="暂无项目，请先创建项目" />
      ) : wbs.isPending ? (
        <PageSkeleton rows={6} />
      ) : wbs.isError ? (
        <ErrorFallback title="项目步骤加载失败" description={wbs.error?.message} onRetry={() => void wbs.refetch()} />
      ) : rows.length === 0 ? (
        <Empty description="暂无项目步骤，可先新增标段或导入进度计划" />
      ) : (
        <Table<Omit<Node, 'children'> & { children?: Node[] }>
          rowKey="wbs_id"
          size="small"
          pagination={false}
          dataSource={rows}
          expandable={{ defaultExpandAllRows: true }}
          columns={[
            { key: 'name', dataIndex: 'name', title: '名称' },
            { key: 'type', title: '类型', width: 90, render: (_, n) => (n.wbs_type === 'construction' ? <Tag color="blue">标段</Tag> : <Tag>任务</Tag>) },
            { key: 'start_date', dataIndex: 'start_date', title: '开始日期', width: 120 },
            { key: 'end_date', dataIndex: 'end_date', title: '结束日期', width: 120 },
            { key: 'progress', dataIndex: 'progress', title: '进度', width: 180, render: (v: number) => <Progress percent={v} size="small" /> },
          ]}
        />
      )}
    </Card>
  );
}
