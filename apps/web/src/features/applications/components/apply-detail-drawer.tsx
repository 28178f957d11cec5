import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Image from 'antd/es/image';
import { ErrorFallback, PageSkeleton } from '@zhuyun/ui';
import { useCompanyApplyDetail } from '../api/get-company-apply-detail';
import { ApplyStatusTag } from './apply-status-tag';

function FilePreview({ file, label }: { file: { file_name: string; url: string } | null; label: string }) {
  if (!file) return <span>—</span>;
  // The server decided the kind from the content; a PDF opens in the browser's own viewer.
  return /\.pdf$/i.test(file.file_name) ? (
    <a href={file.url} target="_blank" rel="noreferrer">
      查看{label}（PDF）
    </a>
  ) : (
    <Image src={file.url} alt={label} width={160} fallback="" />
  );
}

/** Everything an administrator needs to decide: the company, the applicant and the certificate. */
export function ApplyDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useCompanyApplyDetail(id);
  const d = detail.data;
  return (
    <Drawer title="单位申请详情" open={Boolean(id)} onClose={onClose} size="large">
      {detail.isPending ? (
        <PageSkeleton rows={6} />
      ) : detail.isError ? (
        <ErrorFallback title="详情加载失败" description={detail.error.message} onRetry={() => void detail.refetch()} />
      ) : d ? (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="单位名称">{d.company_name}</Descriptions.Item>
          <Descriptions.Item label="单位类型">{d.company_type_name ?? d.company_type}</Descriptions.Item>
          <Descriptions.Item label="所在地区">{[d.province, d.city, d.area].filter(Boolean).join(' / ')}</Descriptions.Item>
          <Descriptions.Item label="详细地址">{d.addr}</Descriptions.Item>
          <Descriptions.Item label="法人姓名">{d.legal_name}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{d.credit_code}</Descriptions.Item>
          <Descriptions.Item label="营业执照">
            <FilePreview file={d.credit_img} label="营业执照" />
          </Descriptions.Item>
          <Descriptions.Item label="单位 Logo">
            <FilePreview file={d.logo} label="Logo" />
          </Descriptions.Item>
          <Descriptions.Item label="独立域名">{d.ind_domain ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="申请人">{`${d.user_name}（${d.phone}）${d.job_name ? ` · ${d.job_name}` : ''}`}</Descriptions.Item>
          <Descriptions.Item label="申请时间">{new Date(d.apply_date).toLocaleString('zh-CN')}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <ApplyStatusTag status={d.status} />
            {d.remark ? ` ${d.remark}` : null}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </Drawer>
  );
}
