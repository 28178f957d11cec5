import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Image from 'antd/es/image';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { component } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

const { REPORT_RESULT_NAMES } = component;

/** /reportInfo?report_id=: one inspection report with its component, result, inspector and attachments. */
export function ReportInfoPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reportId = params.get('report_id') ?? '';
  const report = useQuery({
    queryKey: ['components', 'reports', 'info', reportId],
    queryFn: ({ signal }) => client.call(component.getReportInfo, { report_id: reportId }, { signal, silent: true }),
    enabled: Boolean(reportId),
  });
  const back = (
    <Button onClick={() => void navigate('/reportList')} aria-label="返回报告列表">
      返回列表
    </Button>
  );
  if (!reportId) return <Empty description="请从检测报告列表选择一份报告">{back}</Empty>;
  if (report.isLoading) return <Skeleton active />;
  if (report.isError || !report.data)
    return <Alert type="error" showIcon title={report.error instanceof Error ? report.error.message : '报告加载失败'} action={back} />;
  const r = report.data;
  const images = r.attachments.filter((a) => a.mime.startsWith('image/'));
  const documents = r.attachments.filter((a) => !a.mime.startsWith('image/'));
  return (
    <Card variant="borderless" title={`检测报告 ${r.report_no ?? ''}`} extra={back}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions bordered column={2} size="small">
          <Descriptions.Item label="构件编号">
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void navigate(`/componentDetails?id=${r.component_id}`)}>
              {r.cp_num}
            </Button>
          </Descriptions.Item>
          <Descriptions.Item label="所属项目">{r.project_name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="检验结果">
            <Tag color={r.report_result === 1 ? 'success' : 'error'}>{REPORT_RESULT_NAMES[r.report_result]}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="检验日期">{r.report_date}</Descriptions.Item>
          <Descriptions.Item label="检验人">{r.inspector_name}</Descriptions.Item>
          <Descriptions.Item label="报告编号">{r.report_no ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="检验说明" span={2}>
            {r.remark ?? '—'}
          </Descriptions.Item>
        </Descriptions>
        <Card size="small" title={`附件（${r.attachments.length}）`}>
          {r.attachments.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有附件" />
          ) : (
            <Space orientation="vertical">
              <Image.PreviewGroup>
                <Space wrap>
                  {images.map((a) => (
                    <Image key={a.file_path} src={a.url} alt={a.file_name} width={160} height={120} style={{ objectFit: 'cover' }} />
                  ))}
                </Space>
              </Image.PreviewGroup>
              {documents.map((a) => (
                <a key={a.file_path} href={a.url} target="_blank" rel="noreferrer">
                  {a.file_name}
                </a>
              ))}
            </Space>
          )}
        </Card>
      </Space>
    </Card>
  );
}
