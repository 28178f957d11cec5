import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { projectFiles, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { downloadFile, fileKeys, sizeText, type FileRow } from '../api/project-files-api';
import type { PreviewTarget } from './file-preview';

type Version = ResponseOf<typeof projectFiles.listProjectDocFileVersions>['list'][number];

/** A file's versions, newest (current) first; each may be previewed or downloaded. */
export function VersionsDrawer({ file, onClose, onPreview }: { file: FileRow | null; onClose: () => void; onPreview: (t: PreviewTarget) => void }) {
  const client = useApiClient();
  const versions = useQuery({
    queryKey: fileKeys.versions(file?.doc_file_id ?? ''),
    queryFn: ({ signal }) => client.call(projectFiles.listProjectDocFileVersions, { doc_file_id: file!.doc_file_id }, { signal, silent: true }),
    enabled: !!file,
  });
  return (
    <Drawer open={!!file} size={760} title={file ? `${file.file_name} · 历史版本` : ''} onClose={onClose} destroyOnHidden>
      <Table<Version>
        rowKey="version_id"
        size="small"
        loading={versions.isLoading}
        pagination={false}
        dataSource={versions.data?.list ?? []}
        locale={{ emptyText: versions.isError ? '版本加载失败' : '暂无版本' }}
        columns={[
          { title: '版本', dataIndex: 'version_no', render: (v: number, r) => (<>V{v} {r.is_current && <Tag color="green">当前</Tag>}</>) },
          { title: '上传文件名', dataIndex: 'file_name' },
          { title: '大小', dataIndex: 'size_bytes', render: (v: number) => sizeText(v) },
          { title: '上传人', dataIndex: 'uploader_name', render: (v: string | null) => v ?? '—' },
          { title: '上传时间', dataIndex: 'created_at', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) =>
              file && (
                <>
                  <Button type="link" size="small" onClick={() => onPreview({ doc_file_id: file.doc_file_id, version_id: r.version_id, file_name: r.file_name, title: `V${r.version_no} ${r.file_name}` })}>预览</Button>
                  <Button type="link" size="small" onClick={() => void downloadFile(client, { doc_file_id: file.doc_file_id, file_name: r.file_name }, r.version_id).catch(() => undefined)}>下载</Button>
                </>
              ),
          },
        ]}
      />
    </Drawer>
  );
}
