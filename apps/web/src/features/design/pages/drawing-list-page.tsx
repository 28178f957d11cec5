import { useState } from 'react';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import type { design} from '@zhuyun/contracts';
import { type ResponseOf } from '@zhuyun/contracts';
import { designKeys, paperApi } from '../api/design-api';
import { disciplineOptions, stageOptions } from '../components/options';
import { VersionList } from '../components/version-list';

type Row = ResponseOf<typeof design.listPapers>['list'][number];

const columns: ResourceColumn<Row>[] = [
  { key: 'paper_no', title: '图纸编号', sortable: true, search: { kind: 'input', name: 'search', placeholder: '搜索图纸编号或名称' } },
  { key: 'paper_name', title: '图纸名称', sortable: true },
  { key: 'project_name', title: '所属项目', render: (v) => (v as string | null) ?? '—' },
  { key: 'resolve_name', title: '分解节点', render: (v) => (v as string | null) ?? '—' },
  { key: 'discipline', title: '专业', search: { kind: 'select', options: disciplineOptions }, render: (v) => (v as string | null) ?? '—' },
  { key: 'stage', title: '设计阶段', search: { kind: 'select', options: stageOptions }, render: (v) => (v as string | null) ?? '—' },
  { key: 'current_version', title: '当前版本', render: (v) => ((v as number) ? <Tag color="green">V{v as number}</Tag> : <Tag>未上传</Tag>) },
  { key: 'updated_at', title: '更新时间', sortable: true, render: (v) => dayjs(v as string).format('YYYY-MM-DD HH:mm') },
];

/** /draweManagement: the company's drawings; each row's versions open in a drawer, any version in the browser. */
export function DrawingListPage() {
  const navigate = useNavigate();
  const [versions, setVersions] = useState<Row | null>(null);
  return (
    <>
      <ResourcePage<Row, Record<string, never>>
        title="图纸管理" noun="图纸" api={paperApi} queryKey={designKeys.papers} rowKey="paper_id" columns={columns}
        describe={(r) => `${r.paper_no} ${r.paper_name}`}
        can={{ create: false, update: false }}
        toolbar={<Button type="primary" onClick={() => navigate('/addOrEditDrawePaper')}>新增图纸</Button>}
        rowActions={(r) => (
          <>
            <Button type="link" size="small" onClick={() => setVersions(r)}>版本</Button>
            <Button type="link" size="small" onClick={() => navigate(`/addOrEditDrawePaper?paper_id=${r.paper_id}`)}>编辑</Button>
          </>
        )}
      />
      <Drawer open={!!versions} size={860} title={versions ? `${versions.paper_no} ${versions.paper_name} · 版本` : ''} onClose={() => setVersions(null)} destroyOnHidden>
        {versions && <VersionList paperId={versions.paper_id} />}
      </Drawer>
    </>
  );
}
