import { useState } from 'react';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import Progress from 'antd/es/progress';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Upload from 'antd/es/upload';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { model, type ResponseOf } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { modelKeys, uploadVersion, useModelClient, useModelVersions } from '../api/model-api';
import { FORMAT_NAMES, type ModelRow } from './model-columns';

type Version = ResponseOf<typeof model.listModelVersions>['list'][number];
const MAX = model.MODEL_UPLOAD_MAX_BYTES;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(n < 1024 * 1024 ? 2 : 1)} MB`;

/** A model's versions, newest (current) first, and the upload of the next one. */
export function VersionsDrawer({ model: row, onClose }: { model: ModelRow | null; onClose: () => void }) {
  const client = useModelClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const versions = useModelVersions(row?.model_id ?? null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (!row) return;
    if (file.size > MAX) return toast.error(model.ModelMsg.fileTooLarge);
    setBusy(true);
    try {
      const saved = await uploadVersion(client, row.model_id, file, note.trim() || null);
      toast.success(`已保存为 V${saved.version_no}`);
      setNote('');
      await Promise.all([queryClient.invalidateQueries({ queryKey: modelKeys.versions(row.model_id) }), queryClient.invalidateQueries({ queryKey: modelKeys.models })]);
    } catch {
      // The client's error policy already showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer open={Boolean(row)} onClose={onClose} size={720} title={row ? `${row.model_name} · 版本` : ''} destroyOnHidden>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <Input placeholder="版本说明（选填）" maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        <Upload accept=".glb,.gltf,.ifc" showUploadList={false} beforeUpload={(file) => (void upload(file), false)} disabled={busy}>
          <Button type="primary" loading={busy}>
            上传新版本
          </Button>
        </Upload>
      </div>
      {busy && <Progress percent={100} status="active" showInfo={false} />}
      <div style={{ color: '#8c8c8c', fontSize: 12, marginBottom: 8 }}>支持 GLB、glTF、IFC，单个文件不超过 200MB；最新版本为当前版本，旧版本仍可查看。</div>
      <Table<Version>
        rowKey="version_id"
        size="small"
        loading={versions.isLoading}
        dataSource={versions.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: versions.isError ? '版本加载失败' : '暂无版本' }}
        columns={[
          { key: 'no', title: '版本', render: (_, v) => (<>V{v.version_no} {v.is_current === 1 && <Tag color="green">当前</Tag>}</>) },
          { key: 'format', title: '格式', render: (_, v) => FORMAT_NAMES[v.model_format] ?? v.model_format },
          { key: 'file', title: '文件', render: (_, v) => `${v.file_name}（${mb(v.size_bytes)}）` },
          { key: 'note', title: '说明', render: (_, v) => v.note ?? '—' },
          { key: 'by', title: '上传人', render: (_, v) => v.uploader_name ?? '—' },
          { key: 'at', title: '上传时间', render: (_, v) => dayjs(v.created_at).format('YYYY-MM-DD HH:mm') },
          { key: 'op', title: '操作', render: (_, v) => <Button type="link" size="small" onClick={() => navigate(`/modelLook?model_id=${v.model_id}&version_id=${v.version_id}`)}>查看</Button> },
        ]}
      />
    </Drawer>
  );
}
