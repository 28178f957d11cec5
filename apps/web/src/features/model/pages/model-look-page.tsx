import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useAllModels, useModelVersions } from '../api/model-api';
// three.js (≈ 150 kB gzip) is its own chunk, fetched while the pickers render: the viewer has a budget of its own.
const ModelViewer = lazy(async () => ({ default: (await import('../viewer/model-viewer')).ModelViewer }));
import type { ModelFormat } from '../viewer/viewer-engine';

/**
 * /modelLook?model_id&version_id: a model's version in the 3D viewer (the current one unless a version is named).
 * three.js rides in this route's chunk only; web-ifc loads further, only when an IFC version is opened.
 */
export function ModelLookPage() {
  const [params, setParams] = useSearchParams();
  const models = useAllModels();
  const withVersions = models.data?.list.filter((m) => m.version_no != null) ?? [];
  const modelId = params.get('model_id') ?? withVersions[0]?.model_id ?? null;
  const versions = useModelVersions(modelId);
  const list = versions.data?.list ?? [];
  const version = list.find((v) => v.version_id === params.get('version_id')) ?? list[0];

  if (models.isError || versions.isError) return <Alert type="error" showIcon message="模型信息加载失败，请稍后重试" />;
  if (models.isLoading) return <Skeleton active />;
  if (!modelId) return <Empty description="暂无可查看的模型，请先在模型管理中上传" />;
  return (
    <div>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 12 }}>
        <span>模型</span>
        <Select
          style={{ width: 260 }}
          value={modelId}
          options={withVersions.map((m) => ({ value: m.model_id, label: m.model_name }))}
          onChange={(value: string) => setParams({ model_id: value })}
          aria-label="模型"
        />
        <span>版本</span>
        <Select
          style={{ width: 260 }}
          value={version?.version_id}
          loading={versions.isLoading}
          options={list.map((v) => ({ value: v.version_id, label: `V${v.version_no}${v.is_current ? '（当前）' : ''} ${v.note ?? ''}` }))}
          onChange={(value: string) => setParams({ model_id: modelId, version_id: value })}
          aria-label="版本"
        />
      </div>
      {versions.isLoading ? <Skeleton active /> : version ? (
        <Suspense fallback={<Skeleton active />}>
          <ModelViewer key={version.version_id} url={version.url} format={version.model_format as ModelFormat} />
        </Suspense>
      ) : <Empty description="该模型暂无版本" />}
    </div>
  );
}
