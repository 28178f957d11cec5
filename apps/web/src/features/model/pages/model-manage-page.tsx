import { useState } from 'react';
import Button from 'antd/es/button';
import { useNavigate } from 'react-router';
import { ResourcePage } from '@zhuyun/ui';
import { modelApi, modelKeys, useProjectOptions } from '../api/model-api';
import { modelColumns, type ModelRow } from '../components/model-columns';
import { VersionsDrawer } from '../components/versions-drawer';

/** /modelManage: models (新增, 编辑) and their versions: upload a GLB, glTF or IFC file as the next version. */
export function ModelManagePage() {
  const navigate = useNavigate();
  const [versionsOf, setVersionsOf] = useState<ModelRow | null>(null);
  return (
    <>
      <ResourcePage<ModelRow>
        title="模型管理"
        noun="模型"
        api={modelApi}
        queryKey={modelKeys.models}
        rowKey="model_id"
        columns={modelColumns(useProjectOptions())}
        describe={(r) => r.model_name}
        can={{ remove: false }}
        emptyText="暂无模型，点击新增创建"
        rowActions={(r) => (
          <>
            <Button type="link" size="small" onClick={() => setVersionsOf(r)}>
              版本
            </Button>
            <Button type="link" size="small" disabled={r.version_no == null} onClick={() => navigate(`/modelLook?model_id=${r.model_id}`)}>
              查看
            </Button>
          </>
        )}
      />
      <VersionsDrawer model={versionsOf} onClose={() => setVersionsOf(null)} />
    </>
  );
}
