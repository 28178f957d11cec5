import { useMemo, useState, type ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { ResourcePage, useApiClient, type ResourceColumn } from '@zhuyun/ui';
import { projectFiles } from '@zhuyun/contracts';
import { downloadFile, fileApi, fileKeys, findDir, flattenTree, sizeText, useDirTree, useFilesMutation, useSigns, type FileInput, type FileRow } from '../api/project-files-api';
import { useProjectChoice } from '../api/use-project-choice';
import { MoveDialog } from '../components/dir-dialogs';
import { DirTreePanel } from '../components/dir-tree-panel';
import { FilePreview, type PreviewTarget } from '../components/file-preview';
import { SignDialog } from '../components/sign-dialog';
import { SignManager } from '../components/sign-manager';
import { UploadZone } from '../components/upload-zone';
import { VersionsDrawer } from '../components/versions-drawer';
import { toast } from '../../../lib/feedback';

const { ProjectFileMsg } = projectFiles;
const previewable = (mime: string) => mime.startsWith('image/') || mime === 'application/pdf';

/** /projectFile: a project's directory tree on the left, the chosen directory's files on the right. */
export function ProjectFilePage() {
  const choice = useProjectChoice();
  const [params] = useSearchParams();
  const projectId = choice.projectId;
  const [signsOpen, setSignsOpen] = useState(false);

  const picker = (
    <Space>
      <Select
        aria-label="项目"
        style={{ width: 320 }}
        placeholder="请选择项目"
        loading={choice.loading}
        value={projectId ?? undefined}
        onChange={choice.choose}
        showSearch={{ optionFilterProp: 'label' }}
        options={choice.projects.map((p) => ({ value: p.project_id, label: p.project_name }))}
      />
      <Button onClick={() => setSignsOpen(true)}>管理标签</Button>
    </Space>
  );
  let body: ReactNode;
  if (choice.error) body = <Alert type="error" showIcon title="项目列表加载失败" action={<Button size="small" onClick={choice.retry}>重试</Button>} />;
  else if (!projectId) body = choice.loading ? <Skeleton active /> : <Empty description="暂无项目，请先创建项目" />;
  else body = <ProjectFiles key={projectId} projectId={projectId} initialDir={params.get('dir_id')} />;
  return (
    <Card title="项目文件" extra={picker} variant="borderless">
      {body}
      <SignManager open={signsOpen} onClose={() => setSignsOpen(false)} />
    </Card>
  );
}

/**
 * The chosen directory is the page's own state (`?dir_id=` only opens it): an address per directory would open a tab per
 * directory, since the shell gives every distinct query its own tab (spec-1 §4).
 */
function ProjectFiles({ projectId, initialDir }: { projectId: string; initialDir: string | null }) {
  const [dirId, onSelect] = useState<string | null>(initialDir);
  const tree = useDirTree(projectId);
  const nodes = tree.data?.tree ?? [];
  const dir = findDir(nodes, dirId);
  if (tree.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (tree.isError) return <Alert type="error" showIcon title="目录加载失败" action={<Button size="small" onClick={() => void tree.refetch()}>重试</Button>} />;
  return (
    <Row gutter={16}>
      <Col xs={24} md={8} xl={6}>
        <DirTreePanel projectId={projectId} tree={nodes} selected={dir ? dir.dir_id : null} onSelect={onSelect} />
      </Col>
      <Col xs={24} md={16} xl={18}>
        {dir ? <DirFiles key={dir.dir_id} dirId={dir.dir_id} dirName={dir.dir_name} tree={nodes} /> : <Empty description="请在左侧选择一个目录查看文件" />}
      </Col>
    </Row>
  );
}

function DirFiles({ dirId, dirName, tree }: { dirId: string; dirName: string; tree: projectFiles.DirNode[] }) {
  const client = useApiClient();
  const signs = useSigns();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [versions, setVersions] = useState<FileRow | null>(null);
  const [tagging, setTagging] = useState<FileRow | null>(null);
  const [moving, setMoving] = useState<FileRow | null>(null);
  const dirOptions = useMemo(() => flattenTree(tree), [tree]);
  const move = useFilesMutation((c, input: { row: FileRow; dir_id: string }) =>
    c.call(projectFiles.updateProjectDocFile, { doc_file_id: input.row.doc_file_id, dir_id: input.dir_id, file_name: input.row.file_name, remark: input.row.remark }),
  );

  const columns: ResourceColumn<FileRow>[] = useMemo(
    () => [
      {
        key: 'file_name',
        title: '文件名称',
        sortable: true,
        search: { kind: 'input', name: 'search', placeholder: '搜索文件名称' },
        form: { kind: 'input', required: ProjectFileMsg.fileNameRequired, max: 120, rules: [{ pattern: /^[^/\\]*$/, message: ProjectFileMsg.fileNameInvalid }] },
      },
      {
        key: 'signs',
        title: '标签',
        search: { kind: 'select', name: 'sign_id', placeholder: '按标签筛选', options: signs.list.map((s) => ({ value: s.sign_id, label: s.sign_name })) },
        render: (v) => ((v as FileRow['signs']).length ? (v as FileRow['signs']).map((s) => <Tag key={s.sign_id} color={s.sign_color}>{s.sign_name}</Tag>) : '—'),
        exportValue: (r) => r.signs.map((s) => s.sign_name).join('、'),
      },
      { key: 'version_no', title: '版本', render: (v) => `V${v as number}` },
      { key: 'size_bytes', title: '大小', sortable: true, render: (v) => sizeText(v as number) },
      { key: 'uploader_name', title: '上传人', render: (v) => (v as string | null) ?? '—' },
      { key: 'updated_at', title: '更新时间', sortable: true, render: (v) => dayjs(v as string).format('YYYY-MM-DD HH:mm') },
      { key: 'dir_id', title: '所在目录', hideInTable: true, exportValue: false, form: { kind: 'select', required: ProjectFileMsg.dirIdRequired, options: dirOptions } },
      { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 500 } },
    ],
    [signs.list, dirOptions],
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <UploadZone dirId={dirId} dirName={dirName} />
      <ResourcePage<FileRow, FileInput>
        noun="文件"
        api={fileApi}
        queryKey={fileKeys.files(dirId)}
        rowKey="doc_file_id"
        columns={columns}
        fixed={{ dir_id: dirId }}
        initialSort={{ field: 'updated_at', order: 'desc' }}
        invalidates={[fileKeys.all]}
        describe={(r) => r.file_name}
        emptyText="暂无文件，可拖拽文件到上方上传"
        toInput={(values) => ({ dir_id: values.dir_id as string, file_name: values.file_name as string, remark: (values.remark as string | undefined) ?? null }) as FileInput}
        rowActions={(r) => (
          <>
            {previewable(r.mime) && (
              <Button type="link" size="small" onClick={() => setPreview({ doc_file_id: r.doc_file_id, file_name: r.file_name, title: r.file_name })}>预览</Button>
            )}
            <Button type="link" size="small" onClick={() => void downloadFile(client, r).catch(() => undefined)}>下载</Button>
            <Button type="link" size="small" onClick={() => setVersions(r)}>版本</Button>
            <Button type="link" size="small" onClick={() => setTagging(r)}>标签</Button>
            <Button type="link" size="small" onClick={() => setMoving(r)}>移动到</Button>
          </>
        )}
      />
      <FilePreview target={preview} onClose={() => setPreview(null)} />
      <VersionsDrawer file={versions} onClose={() => setVersions(null)} onPreview={setPreview} />
      <SignDialog file={tagging} onClose={() => setTagging(null)} />
      <MoveDialog
        open={!!moving}
        title={moving ? `移动文件“${moving.file_name}”` : ''}
        options={flattenTree(tree).filter((o) => o.value !== dirId)}
        pending={move.isPending}
        onSubmit={async (target) => moving && target && move.mutateAsync({ row: moving, dir_id: target }).then(() => toast.success('已移动'))}
        onClose={() => setMoving(null)}
      />
    </Space>
  );
}
