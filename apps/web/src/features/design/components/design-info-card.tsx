import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@zhuyun/ui';
import { design } from '@zhuyun/contracts';
import { designKeys } from '../api/design-api';
import { DEEP_COLOURS } from './options';

const { DEEP_STATUS_NAMES } = design;

/** /projectDesignAndDecompose's head: the project's design unit, stage, deep-design state and drawings by discipline. */
export function DesignInfoCard({ projectId }: { projectId: string }) {
  const client = useApiClient();
  const info = useQuery({
    queryKey: designKeys.info(projectId),
    queryFn: ({ signal }) => client.call(design.getDesignInfo, { project_id: projectId }, { signal, silent: true }),
  });
  return (
    <Card title="设计信息" size="small" style={{ marginBottom: 16 }}>
      {info.isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      {info.isError && <Alert type="error" showIcon message="设计信息加载失败" action={<Button size="small" onClick={() => void info.refetch()}>重试</Button>} />}
      {info.data && (
        <Descriptions
          size="small" column={{ xs: 1, md: 2, xl: 4 }}
          items={[
            { key: 'org', label: '设计单位', children: info.data.org_name ?? '未关联设计单位' },
            { key: 'stage', label: '设计阶段', children: info.data.design_stage ?? '—' },
            { key: 'deep', label: '深化设计', children: <Tag color={DEEP_COLOURS[info.data.deep_status]}>{DEEP_STATUS_NAMES[info.data.deep_status]}</Tag> },
            { key: 'papers', label: '图纸', children: `${info.data.paper_count} 张，${info.data.version_count} 个版本` },
            {
              key: 'disciplines',
              label: '专业分布',
              span: 'filled',
              children: info.data.disciplines.length ? info.data.disciplines.map((d) => <Tag key={d.discipline}>{`${d.discipline} ${d.count}`}</Tag>) : '暂无图纸',
            },
          ]}
        />
      )}
    </Card>
  );
}
