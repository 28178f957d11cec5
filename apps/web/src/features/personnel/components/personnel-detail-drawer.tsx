import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Image from 'antd/es/image';
import Space from 'antd/es/space';
import { ErrorFallback, PageSkeleton } from '@zhuyun/ui';
import { usePersonnelDetail } from '../api/personnel-api';
import { StatusTag } from './status-tag';

/** Everything a reviewer needs: who, the certificate, and its scans (images inline, PDFs in the browser's viewer). */
export function PersonnelDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = usePersonnelDetail(id);
  const d = detail.data;
  return (
    <Drawer title="人员资料详情" open={Boolean(id)} onClose={onClose} size="large">
      {detail.isPending ? (
        <PageSkeleton rows={6} />
      ) : detail.isError ? (
        <ErrorFallback title="详情加载失败" description={detail.error.message} onRetry={() => void detail.refetch()} />
      ) : d ? (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="真实姓名">{d.real_name}</Descriptions.Item>
          <Descriptions.Item label="账号姓名">{`${d.user_name}（${d.phone}）`}</Descriptions.Item>
          <Descriptions.Item label="身份证号">{d.id_card ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="证书名称">{d.cert_name}</Descriptions.Item>
          <Descriptions.Item label="证书编号">{d.cert_no ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="有效期至">{d.cert_valid_until ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="证书附件">
            {d.files.length === 0 ? (
              '无附件'
            ) : (
              <Space wrap>
                {d.files.map((f) =>
                  f.mime === 'application/pdf' ? (
                    <a key={f.file_path} href={f.url} target="_blank" rel="noreferrer">
                      {f.file_name}
                    </a>
                  ) : (
                    <Image key={f.file_path} src={f.url} alt={f.file_name} width={140} />
                  ),
                )}
              </Space>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="说明">{d.note ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{new Date(d.submitted_at).toLocaleString('zh-CN')}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <StatusTag status={d.status} />
            {d.remark ? ` ${d.remark}` : null}
            {d.reviewer_name ? `（审核人：${d.reviewer_name}）` : null}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </Drawer>
  );
}
