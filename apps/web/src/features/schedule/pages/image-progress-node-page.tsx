import { useState } from 'react';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Image from 'antd/es/image';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import { useSearchParams } from 'react-router';
import { useNodeOptions, useNodePhotos } from '../api/use-image-progress';
import { useProjectChoice } from '../api/use-project-choice';
import { PhotoCompare } from '../components/photo-compare';
import { ProjectSelect } from '../components/project-select';

/**
 * /imageProgressNode?project_id&node_id: one node's photos over time (a timeline by day) and two days compared side
 * by side, the first and the latest by default.
 */
export function ImageProgressNodePage() {
  const choice = useProjectChoice();
  const [params, setParams] = useSearchParams();
  const nodes = useNodeOptions(choice.projectId);
  const nodeId = params.get('node_id') ?? nodes.options[0]?.value ?? null;
  const photos = useNodePhotos(nodeId);
  const list = photos.data?.list ?? [];
  const days = [...new Set(list.map((p) => p.shot_date))];
  const [picked, setPicked] = useState<{ node: string | null; left: string | null; right: string | null }>({ node: null, left: null, right: null });
  const mine = picked.node === nodeId ? picked : { node: nodeId, left: null, right: null };
  const left = mine.left ?? days[0] ?? null;
  const right = mine.right ?? days[days.length - 1] ?? null;
  const chooseNode = (id: string) =>
    setParams((p) => {
      p.set('node_id', id);
      return p;
    });

  let body;
  if (!nodeId) body = nodes.loading ? <Skeleton active /> : <Empty description="该项目还没有标段或任务" />;
  else if (photos.isLoading) body = <Skeleton active />;
  else if (photos.isError) body = <Alert type="error" showIcon title="照片加载失败" />;
  else if (!list.length) body = <Empty description="该节点还没有照片，可在形象进度列表上传" />;
  else
    body = (
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <PhotoCompare photos={list} left={left} right={right} onLeft={(d) => setPicked({ ...mine, left: d })} onRight={(d) => setPicked({ ...mine, right: d })} />
        <Card size="small" title={`进度时间线（${days.length} 天，${list.length} 张）`}>
          <Timeline
            items={days.map((day) => ({
              title: day,
              content: (
                <Space wrap>
                  {list
                    .filter((p) => p.shot_date === day)
                    .map((p) => (
                      <Space key={p.photo_id} orientation="vertical" size={2}>
                        <Image src={p.url} alt={`${day} ${p.title ?? p.node_name}`} width={160} height={107} style={{ objectFit: 'cover', borderRadius: 4 }} />
                        <Typography.Text type="secondary">{p.title ?? '—'}</Typography.Text>
                      </Space>
                    ))}
                </Space>
              ),
            }))}
          />
        </Card>
      </Space>
    );

  return (
    <Card
      variant="borderless"
      title="形象进度节点"
      extra={
        <Space wrap>
          <ProjectSelect choice={choice} />
          <Select aria-label="节点" style={{ width: 280 }} value={nodeId ?? undefined} onChange={chooseNode} options={nodes.options} loading={nodes.loading} showSearch={{ optionFilterProp: 'label' }} placeholder="选择节点" />
        </Space>
      }
    >
      {body}
    </Card>
  );
}
