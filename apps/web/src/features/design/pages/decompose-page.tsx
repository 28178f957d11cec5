import { useEffect, useMemo, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Progress from 'antd/es/progress';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Tree from 'antd/es/tree';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApiClient } from '@zhuyun/ui';
import { design, type ResolveNode } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { designKeys } from '../api/design-api';
import { DesignInfoCard } from '../components/design-info-card';
import { NodeEditDialog } from '../components/node-edit-dialog';
import { NodeComponents } from '../components/node-components';
import { WbsTable } from '../components/wbs-table';

const { RESOLVE_LEVEL_NAMES } = design;
const percent = (n: ResolveNode) => (n.component_count ? Math.round((n.installed_count / n.component_count) * 100) : 0);
interface TreeItem {
  key: string;
  title: string;
  children: TreeItem[];
}
const toTree = (nodes: ResolveNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.resolve_id, title: `${n.wbs_code} ${n.node_name}（${n.installed_count}/${n.component_count}）`, children: toTree(n.children) }));
const find = (nodes: ResolveNode[], id: string): ResolveNode | undefined => {
  for (const n of nodes) {
    if (n.resolve_id === id) return n;
    const below = find(n.children, id);
    if (below) return below;
  }
  return undefined;
};

/** /projectDesignAndDecompose: the project's design info, its decomposition and the decomposition as a WBS list. */
export function ProjectDesignAndDecomposePage() {
  return <DecomposePage withDesign />;
}

/**
 * /projectDecom: a project's decomposition (project → building → floor → component type); a node shows its components
 * and their progress. The tree is imported from Excel; a node is renamed (name, WBS code, order) or deleted here.
 */
export function DecomposePage({ withDesign = false }: { withDesign?: boolean }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // ?project_id= opens a given project (a link from elsewhere, or a reload); otherwise the first design project.
  const [params, setParams] = useSearchParams();
  const [projectId, setProjectId] = useState<string | undefined>(() => params.get('project_id') ?? undefined);
  const [selected, setSelected] = useState<string>();
  const [editing, setEditing] = useState<ResolveNode | null>(null);
  const projects = useQuery({ queryKey: designKeys.projectSelect, queryFn: ({ signal }) => client.call(design.getJtProjectSelect, {}, { signal, silent: true }) });
  const options = useMemo(() => (projects.data?.list ?? []).filter((p) => p.project_id).map((p) => ({ value: p.project_id as string, label: p.project_name })), [projects.data]);
  useEffect(() => {
    if (!projectId && options[0]) setProjectId(options[0].value);
  }, [options, projectId]);
  const tree = useQuery({
    queryKey: designKeys.tree(projectId ?? ''),
    enabled: !!projectId,
    queryFn: ({ signal }) => client.call(design.getResolveTree, { project_id: projectId as string }, { signal, silent: true }),
  });
  const node = selected && tree.data ? find(tree.data.list, selected) : undefined;
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: designKeys.tree(projectId ?? '') }), queryClient.invalidateQueries({ queryKey: designKeys.info(projectId ?? '') })]);
  const remove = useMutation({
    mutationFn: (id: string) => client.call(design.deleteResolve, { resolve_id: id }),
    onSuccess: (r) => {
      toast.success(`已删除 ${r.deleted} 个节点`);
      setSelected(undefined);
      return refresh();
    },
  });
  const importFile = useMutation({
    mutationFn: async (file: File) => (await client.upload(design.importResolve, { project_id: projectId as string }, file, file.name)).data,
    onSuccess: (r) => {
      toast.success(design.DesignMsgWith.imported(r.added));
      return refresh();
    },
  });

  if (projects.isError) return <Alert type="error" showIcon message="项目加载失败" action={<Button onClick={() => void projects.refetch()}>重试</Button>} />;
  return (
    <>
      {withDesign && projectId && <DesignInfoCard projectId={projectId} />}
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Card
          title="项目分解" style={{ flex: '1 1 360px', minWidth: 320 }}
          extra={
            <label style={{ cursor: 'pointer' }}>
              <input type="file" hidden aria-label="导入分解" accept=".xlsx" onChange={(e) => e.target.files?.[0] && importFile.mutate(e.target.files[0])} />
              <Tag color="blue">导入Excel</Tag>
            </label>
          }
        >
          <Select style={{ width: '100%', marginBottom: 12 }} aria-label="项目" options={options} value={projectId} loading={projects.isLoading} placeholder="请选择项目" onChange={(v) => { setProjectId(v); setSelected(undefined); setParams({ project_id: v }, { replace: true }); }} />
          {tree.isLoading && <Skeleton active />}
          {tree.isError && <Alert type="error" showIcon message="分解树加载失败" action={<Button size="small" onClick={() => void tree.refetch()}>重试</Button>} />}
          {tree.data && (tree.data.list.length ? (
            <Tree treeData={toTree(tree.data.list)} defaultExpandedKeys={tree.data.list.map((n) => n.resolve_id)} selectedKeys={selected ? [selected] : []} onSelect={(keys) => setSelected(keys[0] as string | undefined)} />
          ) : (
            <Empty description="暂无分解，请导入Excel（楼栋、楼层、构件类型）" />
          ))}
          {!projects.isLoading && !options.length && <Empty description="暂无设计项目" />}
        </Card>
        <Card title={node ? `${RESOLVE_LEVEL_NAMES[node.level]}：${node.node_name}` : '节点构件'} style={{ flex: '2 1 520px' }}
          extra={
            node && (
              <Space>
                <Button size="small" onClick={() => setEditing(node)}>重命名</Button>
                <Popconfirm title={`删除“${node.node_name}”及其下级节点？`} description="节点下的图纸保留，不再归属任何节点" okText="删除" okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(node.resolve_id)}>
                  <Button danger size="small" loading={remove.isPending}>删除节点</Button>
                </Popconfirm>
              </Space>
            )
          }>
          {!node ? (
            <Empty description="请选择左侧节点" />
          ) : (
            <>
              <div style={{ marginBottom: 12 }}>
                安装进度 <Progress percent={percent(node)} style={{ maxWidth: 320 }} /> 构件 {node.component_count} 件，已安装 {node.installed_count} 件，图纸 {node.paper_count} 张
              </div>
              <NodeComponents key={node.resolve_id} resolveId={node.resolve_id} />
            </>
          )}
        </Card>
      </div>
      {withDesign && projectId && (
        <Card title="WBS" size="small" style={{ marginTop: 16 }}>
          <WbsTable projectId={projectId} />
        </Card>
      )}
      <NodeEditDialog node={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </>
  );
}
