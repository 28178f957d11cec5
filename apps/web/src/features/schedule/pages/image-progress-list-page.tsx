import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Image from 'antd/es/image';
import { useNavigate } from 'react-router';
import { ResourcePage, resourceApi, type ResourceColumn } from '@zhuyun/ui';
import { schedule, type RequestOf } from '@zhuyun/contracts';
import { imageProgressKeys, useNodeOptions, type Photo } from '../api/use-image-progress';
import { useProjectChoice } from '../api/use-project-choice';
import { PhotoDialog } from '../components/photo-dialog';
import { ProjectSelect } from '../components/project-select';

type Input = RequestOf<typeof schedule.createImageProgress>;
const api = resourceApi<typeof schedule.listImageProgress, Input>({ list: schedule.listImageProgress, remove: schedule.deleteImageProgress });

/**
 * /imageProgressList: the chosen project's progress photos, newest first, by node (section or task) and day; upload
 * adds one; 节点进度 opens the node's photos over time and the side-by-side comparison (/imageProgressNode).
 */
export function ImageProgressListPage() {
  const navigate = useNavigate();
  const choice = useProjectChoice();
  const projectId = choice.projectId;
  const nodes = useNodeOptions(projectId);
  if (!projectId) return choice.loading ? null : <Empty description="暂无项目，请先创建项目" />;
  const columns: ResourceColumn<Photo>[] = [
    {
      key: 'url',
      title: '照片',
      width: 110,
      exportValue: false,
      render: (url, row) => <Image src={url as string} alt={row.title ?? row.node_name} width={96} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />,
    },
    { key: 'node_name', title: '节点', sortable: true, search: { kind: 'select', name: 'node_id', options: nodes.options, width: 260 } },
    { key: 'shot_date', title: '拍摄日期', sortable: true, search: { kind: 'date' } },
    { key: 'title', title: '标题', search: { kind: 'input', name: 'search', placeholder: '搜索节点或标题' }, render: (v) => (v as string | null) ?? '—' },
    { key: 'uploader_name', title: '上传人', render: (v) => (v as string | null) ?? '—' },
    { key: 'remark', title: '说明', render: (v) => (v as string | null) ?? '—' },
  ];
  return (
    <ResourcePage<Photo, Input>
      key={projectId}
      title="形象进度"
      noun="照片"
      api={api}
      queryKey={imageProgressKeys.all}
      rowKey="photo_id"
      columns={columns}
      fixed={{ project_id: projectId }}
      toolbar={<ProjectSelect choice={choice} />}
      describe={(r) => `${r.node_name} ${r.shot_date}`}
      dialog={(d) => <PhotoDialog {...d} projectId={projectId} nodes={nodes.options} />}
      rowActions={(row) => (
        <Button type="link" size="small" onClick={() => void navigate(`/imageProgressNode?project_id=${row.project_id}&node_id=${row.node_id}`)}>
          节点进度
        </Button>
      )}
    />
  );
}
