import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Empty, Pagination, Skeleton, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { useComponents, useProjectOptions } from '../api/use-component-queries';
import { useOpeningProject } from '../api/use-opening-project';
import { ComponentFilters } from '../components/component-filters';
import { QrImage } from '../components/qr-image';
import type { LabelRow } from '../components/qr-print';
import { usePrintLabels } from '../components/use-print-labels';
import type { ComponentFilter } from '../api/use-component-queries';
import './qrcode-list.css';

const PER_SHEET = 24;

/**
 * /QrcodeList: QR labels of a project's components, a sheet per page. 打印二维码 prints the chosen labels (kept across
 * pages), or every label of the filter when none is chosen, on A4 landscape.
 */
export function QrcodeListPage() {
  const [params] = useSearchParams();
  const projects = useProjectOptions();
  const [filter, setFilter] = useState<ComponentFilter>({
    project_id: params.get('project_id') ?? undefined,
    page: 1,
    per_page: PER_SHEET,
  });
  const opening = useOpeningProject(params.get('project_id') ?? undefined);
  const projectId = filter.project_id ?? opening.projectId;
  const list = useComponents({ ...filter, project_id: projectId }, Boolean(projectId));
  const projectName = projects.data?.list.find((p) => p.project_id === projectId)?.project_name ?? '';
  const [chosen, setChosen] = useState<ReadonlyMap<string, LabelRow>>(new Map());
  const labels = usePrintLabels();
  const toggle = (row: LabelRow, on: boolean) =>
    setChosen((before) => {
      const next = new Map(before);
      if (on) next.set(row.component_id, row);
      else next.delete(row.component_id);
      return next;
    });

  return (
    <Card title="构件二维码" variant="borderless">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <div>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <ComponentFilters
              filter={{ ...filter, project_id: projectId }}
              onChange={(next) => {
                setChosen(new Map());
                setFilter((f) => ({ ...f, ...next, page: 1 }));
              }}
            />
            <Button
              type="primary"
              disabled={!list.data?.list.length}
              loading={labels.busy}
              onClick={() => void labels.printLabels([...chosen.values()], { ...filter, project_id: projectId }, projectName)}
            >
              {chosen.size ? `打印二维码（已选 ${chosen.size} 个）` : `打印二维码（全部 ${list.data?.total_count ?? 0} 个）`}
            </Button>
          </Space>
        </div>
        {list.isError && (
          <Alert type="error" showIcon title="构件加载失败" action={<Button onClick={() => void list.refetch()}>重试</Button>} />
        )}
        {list.isLoading || projects.isLoading || (!projectId && opening.deciding) ? (
          <Skeleton active />
        ) : !list.data?.list.length ? (
          <Empty description={projectId ? '暂无构件' : '请先选择项目'} />
        ) : (
          <div className="qrcode-sheet" role="list" aria-label="二维码标签">
            {list.data.list.map((c) => (
              <div key={c.component_id} className="qrcode-label" role="listitem">
                <Checkbox checked={chosen.has(c.component_id)} onChange={(e) => toggle(c, e.target.checked)} aria-label={`选择 ${c.cp_num}`} />
                <QrImage id={c.component_id} size={96} alt={`${c.cp_num} 二维码`} />
                <dl>
                  <dt>{c.cp_num}</dt>
                  <dd>{c.cp_type_name ?? c.cp_type}</dd>
                  <dd>
                    {c.build_no ?? '—'}栋 {c.floor_no ?? '—'}层
                  </dd>
                  <dd>{projectName}</dd>
                </dl>
              </div>
            ))}
          </div>
        )}
        <Pagination
          current={list.data?.cur_page ?? 1}
          pageSize={PER_SHEET}
          total={list.data?.total_count ?? 0}
          showSizeChanger={false}
          showTotal={(total) => `共 ${total} 个构件`}
          onChange={(page) => setFilter((f) => ({ ...f, page }))}
        />
      </Space>
      {labels.sheet}
    </Card>
  );
}
