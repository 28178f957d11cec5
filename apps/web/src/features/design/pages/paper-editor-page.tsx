import { useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient, useSingleFlight } from '@zhuyun/ui';
import { design, files, type RequestOf, type ResolveNode } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { designKeys } from '../api/design-api';
import { disciplineOptions, stageOptions } from '../components/options';
import { VersionList } from '../components/version-list';

type Values = RequestOf<typeof design.savePaper>;
const { DesignMsg } = design;
const flatten = (nodes: ResolveNode[], depth = 0): { value: string; label: string }[] =>
  nodes.flatMap((n) => [{ value: n.resolve_id, label: `${'　'.repeat(depth)}${n.node_name}` }, ...flatten(n.children, depth + 1)]);

/** /addOrEditDrawePaper[?paper_id]: a drawing's fields, then its versions: upload a file and it becomes current. */
export function PaperEditorPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paperId = params.get('paper_id');
  const [form] = Form.useForm<Values>();
  const projectId = Form.useWatch('project_id', form);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');

  const paper = useQuery({
    queryKey: ['design', 'paper', paperId],
    enabled: !!paperId,
    queryFn: ({ signal }) => client.call(design.getPaperInfo, { paper_id: paperId as string }, { signal, silent: true }),
  });
  const projects = useQuery({ queryKey: designKeys.projectSelect, queryFn: ({ signal }) => client.call(design.getJtProjectSelect, {}, { signal, silent: true }) });
  const tree = useQuery({
    queryKey: designKeys.tree(projectId ?? ''),
    enabled: !!projectId,
    queryFn: ({ signal }) => client.call(design.getResolveTree, { project_id: projectId as string }, { signal, silent: true }),
  });
  useEffect(() => {
    if (paper.data) form.setFieldsValue(paper.data as unknown as Values);
  }, [paper.data, form]);

  const save = useMutation({
    mutationFn: (v: Values) => (paperId ? client.call(design.editPaper, { ...v, paper_id: paperId }).then(() => ({ paper_id: paperId })) : client.call(design.savePaper, v)),
    onSuccess: (r) => {
      toast.success('保存成功');
      void queryClient.invalidateQueries({ queryKey: designKeys.papers });
      if (!paperId) navigate(`/addOrEditDrawePaper?paper_id=${r.paper_id}`, { replace: true });
    },
  });
  // Enter twice, or Enter then 保存, would save twice (useSingleFlight).
  const saveOnce = useSingleFlight((v: Values) => save.mutateAsync(v).catch(() => undefined));
  const upload = useMutation({
    mutationFn: async () => {
      if (!file || !paperId) throw new Error(DesignMsg.fileRequired);
      const stored = (await client.upload(files.uploadFile, { module: 'drawing' }, file, file.name)).data;
      return client.call(design.savePaperVersion, { paper_id: paperId, file_path: stored.file_path, note: note.trim() || null });
    },
    onSuccess: (r) => {
      toast.success(`已上传 V${r.version_no}`);
      setFile(null);
      setNote('');
      return Promise.all([queryClient.invalidateQueries({ queryKey: designKeys.versions(paperId as string) }), queryClient.invalidateQueries({ queryKey: designKeys.papers })]);
    },
  });

  if (paperId && paper.isLoading) return <Skeleton active />;
  if (paperId && paper.isError) return <Alert type="error" showIcon message="图纸加载失败" action={<Button onClick={() => void paper.refetch()}>重试</Button>} />;
  const projectOptions = (projects.data?.list ?? []).filter((p) => p.project_id).map((p) => ({ value: p.project_id as string, label: p.project_name }));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card title={paperId ? '编辑图纸' : '新增图纸'}>
        <Form<Values> form={form} layout="vertical" style={{ maxWidth: 640 }} onFinish={(v) => void saveOnce(v)}>
          <Form.Item name="project_id" label="所属项目" rules={[{ required: true, message: DesignMsg.platformProjectRequired }]}>
            <Select options={projectOptions} loading={projects.isLoading} placeholder="请选择项目" disabled={!!paperId} />
          </Form.Item>
          <Form.Item name="resolve_id" label="分解节点">
            <Select allowClear options={flatten(tree.data?.list ?? [])} placeholder={projectId ? '请选择节点' : '请先选择项目'} />
          </Form.Item>
          <Form.Item name="paper_no" label="图纸编号" rules={[{ required: true, whitespace: true, message: DesignMsg.paperNoRequired }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="paper_name" label="图纸名称" rules={[{ required: true, whitespace: true, message: DesignMsg.paperNameRequired }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="discipline" label="专业"><Select allowClear options={disciplineOptions} /></Form.Item>
          <Form.Item name="stage" label="设计阶段"><Select allowClear options={stageOptions} /></Form.Item>
          <Form.Item name="remark" label="备注"><Input.TextArea maxLength={500} rows={3} /></Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>保存</Button>{' '}
          <Button onClick={() => navigate('/draweManagement')}>返回</Button>
        </Form>
      </Card>
      {paperId && (
        <Card title="图纸版本">
          <div style={{ display: 'flex', gap: 8, marginBottom: 12, flexWrap: 'wrap', alignItems: 'center' }}>
            <input type="file" aria-label="图纸文件" accept=".pdf,.jpg,.jpeg,.png,.gif,.bmp" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            <Input placeholder="版本说明" aria-label="版本说明" maxLength={500} style={{ width: 260 }} value={note} onChange={(e) => setNote(e.target.value)} />
            <Button type="primary" disabled={!file} loading={upload.isPending} onClick={() => upload.mutate()}>上传新版本</Button>
          </div>
          <VersionList paperId={paperId} />
        </Card>
      )}
    </div>
  );
}
