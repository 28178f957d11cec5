import { lazy, Suspense, useState } from 'react';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@zhuyun/ui';
import { design, type ResponseOf } from '@zhuyun/contracts';
import { designKeys } from '../api/design-api';

type Version = ResponseOf<typeof design.getPaperVersionList>['list'][number];
const PdfViewer = lazy(() => import('../../../lib/pdf-viewer').then((m) => ({ default: m.PdfViewer })));

/** A drawing's versions, newest (current) first; any of them opens in the browser (PDF through pdf.js, images as such). */
export function VersionList({ paperId }: { paperId: string }) {
  const client = useApiClient();
  const [open, setOpen] = useState<Version | null>(null);
  const versions = useQuery({
    queryKey: designKeys.versions(paperId),
    queryFn: ({ signal }) => client.call(design.getPaperVersionList, { paper_id: paperId }, { signal, silent: true }),
  });
  return (
    <>
      <Table<Version>
        rowKey="paper_version_id"
        size="small"
        loading={versions.isLoading}
        pagination={false}
        dataSource={versions.data?.list ?? []}
        locale={{ emptyText: versions.isError ? '版本加载失败' : '暂无版本，请上传图纸文件' }}
        columns={[
          { title: '版本', dataIndex: 'version_no', render: (v: number, r) => (<>V{v} {r.is_current && <Tag color="green">当前</Tag>}</>) },
          { title: '文件', dataIndex: 'file_name' },
          { title: '说明', dataIndex: 'note', render: (v: string | null) => v ?? '—' },
          { title: '上传人', dataIndex: 'uploader_name', render: (v: string | null) => v ?? '—' },
          { title: '上传时间', dataIndex: 'created_at', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
          { title: '操作', key: 'open', render: (_: unknown, r) => <Button type="link" size="small" onClick={() => setOpen(r)}>查看</Button> },
        ]}
      />
      <Modal open={!!open} title={open ? `V${open.version_no} ${open.file_name}` : ''} width={1000} footer={null} onCancel={() => setOpen(null)} destroyOnHidden>
        {open &&
          (open.mime === 'application/pdf' ? (
            <Suspense fallback={null}>
              <PdfViewer url={open.url} />
            </Suspense>
          ) : (
            <img src={open.url} alt={open.file_name} style={{ maxWidth: '100%' }} />
          ))}
      </Modal>
    </>
  );
}
