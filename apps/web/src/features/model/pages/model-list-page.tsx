import Button from 'antd/es/button';
import { useNavigate } from 'react-router';
import { ResourcePage } from '@zhuyun/ui';
import { modelApi, modelKeys, useProjectOptions } from '../api/model-api';
import { modelColumns, type ModelRow } from '../components/model-columns';

/** /modelList: the unit's models, newest change first; 查看 opens the current version in /modelLook. */
export function ModelListPage() {
  const navigate = useNavigate();
  return (
    <ResourcePage<ModelRow>
      title="模型列表"
      noun="模型"
      api={modelApi}
      queryKey={modelKeys.models}
      rowKey="model_id"
      columns={modelColumns(useProjectOptions())}
      describe={(r) => r.model_name}
      can={{ create: false, update: false, remove: false }}
      emptyText="暂无模型"
      rowActions={(r) => (
        <Button type="link" size="small" disabled={r.version_no == null} onClick={() => navigate(`/modelLook?model_id=${r.model_id}`)}>
          查看
        </Button>
      )}
    />
  );
}
