import { useEffect, useState } from 'react';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Limits, Msg, type project } from '@zhuyun/contracts';
import { PagedTable, useTableQuery } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useCurrentProjectStore } from '../../../lib/current-project-store';
import { mergeSelection, type PickedProject } from './selection';
import { firstPage, useProjectOptions, type ProjectOptionsQuery } from './use-project-options';

type ProjectRow = project.ProjectRow;

const columns: ColumnsType<ProjectRow> = [
  { title: '项目编码', dataIndex: 'project_code', width: 140, ellipsis: true },
  { title: '项目名称', dataIndex: 'project_name', ellipsis: true },
  { title: '项目地址', dataIndex: 'address', ellipsis: true, render: (v: string | null) => v || '—' },
  { title: '所属单位', dataIndex: 'company_name', width: 180, ellipsis: true },
];

/** The search text once typing has paused for 500 ms (spec-1 §9). */
function useDebounced(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), Limits.debounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * 项目列表 (spec-1 §2, §4, §9): a multi-select table whose ticks survive paging and searching; on confirm the first
 * ticked project becomes the current one. 10 per page, table 300 px high, dialog 60% wide.
 */
export function ProjectPickerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const choose = useCurrentProjectStore((s) => s.choose);
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const { query, setQuery, onTableChange, refine } = useTableQuery<ProjectOptionsQuery>(firstPage);
  const [picked, setPicked] = useState<PickedProject[]>([]);
  const projects = useProjectOptions(query, open);
  // The settled search starts again on its first page; the list asks once, after the query holds both.
  useEffect(() => refine({ project_name: search || undefined }), [search, refine]);

  useEffect(() => {
    if (!open) return;
    // Each opening starts from what was chosen last time.
    setPicked(useCurrentProjectStore.getState().chosen);
    setText('');
    setQuery(firstPage);
  }, [open, setQuery]);

  const rows = projects.data?.list ?? [];
  const confirm = () => {
    if (picked.length === 0) return toast.warning(Msg.selectProjectRequired);
    choose(picked);
    onClose();
  };

  return (
    <Modal title="项目列表" open={open} width={Limits.projectDialogWidth} onCancel={onClose} onOk={confirm} okText="确定" cancelText="取消" destroyOnHidden>
      <Input.Search
        aria-label="搜索项目"
        placeholder="输入项目名称搜索"
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      <PagedTable<ProjectRow>
        rowKey="project_id"
        columns={columns}
        answer={projects.data}
        loading={projects.isFetching}
        error={projects.isError && { title: '项目列表加载失败', description: projects.error.message, retry: () => void projects.refetch(), cause: projects.error }}
        emptyText={query.project_name ? '没有找到匹配的项目' : '暂无项目'}
        pageSize={Limits.projectDialogPageSize}
        pagination={{ showSizeChanger: false, showTotal: (total) => `共 ${total} 个项目` }}
        onChange={onTableChange}
        scroll={{ y: Limits.projectTableHeightPx }}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: picked.map((p) => p.project_id),
          onChange: (keys) => setPicked((before) => mergeSelection(before, keys, rows)),
        }}
      />
      <div className="project-picker__chosen" aria-label="已选项目">
        <span>已选 {picked.length} 个：</span>
        {picked.map((p, i) => (
          <Tag
            key={p.project_id}
            color={i === 0 ? 'blue' : undefined}
            closable
            onClose={() => setPicked((before) => before.filter((x) => x.project_id !== p.project_id))}
          >
            {i === 0 ? `${p.project_name}（当前项目）` : p.project_name}
          </Tag>
        ))}
      </div>
    </Modal>
  );
}
