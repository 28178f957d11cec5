import { lazy, Suspense } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { useQuery } from '@tanstack/react-query';
import { projectFiles } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { downloadFile } from '../api/project-files-api';

// pdf.js comes with the viewer, on the first PDF opened: neither this page's chunk nor the shell carries it.
const PdfViewer = lazy(() => import('../../../lib/pdf-viewer').then((m) => ({ default: m.PdfViewer })));

export interface PreviewTarget {
  doc_file_id: string;
  file_name: string;
  version_id?: string;
  title: string;
}

/** A file shown in the page: an image as such, a PDF page by page; anything else offers its download. */
export function FilePreview({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  const client = useApiClient();
  const link = useQuery({
    queryKey: ['project-files', 'preview', target?.doc_file_id, target?.version_id],
    queryFn: ({ signal }) => client.call(projectFiles.previewProjectDocFile, { doc_file_id: target!.doc_file_id, version_id: target!.version_id }, { signal, silent: true }),
    enabled: !!target,
    // The signed link lives 10 minutes; a fresh one each time the preview opens.
    gcTime: 0,
  });
  const data = link.data;
  return (
    <Modal open={!!target} title={target?.title} width={1000} footer={null} onCancel={onClose} destroyOnHidden>
      {link.isLoading && <Spin tip="加载中…"><div style={{ height: 120 }} /></Spin>}
      {link.isError && <Alert type="error" showIcon title="预览加载失败" action={<Button size="small" onClick={() => void link.refetch()}>重试</Button>} />}
      {data?.preview_kind === 'image' && <img src={data.url} alt={data.file_name} style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }} />}
      {data?.preview_kind === 'pdf' && (
        <Suspense fallback={<Spin />}>
          <PdfViewer url={data.url} noun="文件" />
        </Suspense>
      )}
      {data?.preview_kind === 'none' && target && (
        <Alert
          type="info"
          showIcon
          title="该类型的文件不能在线预览，请下载后查看"
          action={<Button size="small" type="primary" onClick={() => void downloadFile(client, target, target.version_id).catch(() => undefined)}>下载</Button>}
        />
      )}
    </Modal>
  );
}
