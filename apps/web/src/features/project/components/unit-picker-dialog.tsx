import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { project } from '@zhuyun/contracts';
import { PagedTable, useTableQuery } from '@zhuyun/ui';
import { useUnitCandidates, type UnitCandidateQuery } from '../api/use-unit-candidates';
import type { UnitRole, UnitValue } from '../lib/project-form-values';

const { ProjectMsg, PROJECT_UNIT_ROLES, PROJECT_UNIT_ROLE_NAMES } = project;
type Candidate = project.UnitCandidate;

const FIRST_PAGE: UnitCandidateQuery = { page: 1, per_page: 10 };

export const ROLE_OPTIONS = PROJECT_UNIT_ROLES.map((role) => ({ value: role, label: PROJECT_UNIT_ROLE_NAMES[role] }));

/**
 * Picks approved units of the platform for one role (建设/施工/设计/监理/构件生产单位). A unit that already holds the
 * role in the project is refused with its message rather than silently dropped.
 */
export function UnitPickerDialog({ open, current, onAdd, onClose }: { open: boolean; current: UnitValue[]; onAdd: (units: UnitValue[]) => void; onClose: () => void }) {
  const [role, setRole] = useState<UnitRole>();
  const { query, setQuery, onTableChange, refine } = useTableQuery<UnitCandidateQuery>(FIRST_PAGE);
  const [picked, setPicked] = useState<Candidate[]>([]);
  const [error, setError] = useState<string | null>(null);
  const list = useUnitCandidates(query, open);

  useEffect(() => {
    if (!open) return;
    setRole(undefined);
    setQuery(FIRST_PAGE);
    setPicked([]);
    setError(null);
  }, [open, setQuery]);

  const confirm = () => {
    if (!role) return setError(ProjectMsg.unitRoleRequired);
    if (!picked.length) return setError(ProjectMsg.unitRequired);
    const taken = picked.find((c) => current.some((u) => u.unit_company_id === c.company_id && u.role === role));
    if (taken) return setError(`${taken.company_name}：${ProjectMsg.unitDuplicate}`);
    onAdd(picked.map((c) => ({ unit_company_id: c.company_id, unit_name: c.company_name, role })));
    onClose();
  };

  return (
    <Modal open={open} title="添加参建单位" width={680} onCancel={onClose} onOk={confirm} okText="添加" destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label="参建类型" required>
          <Select aria-label="参建类型" placeholder="建设、施工、设计、监理或构件生产单位" value={role} onChange={(r) => (setRole(r), setError(null))} options={ROLE_OPTIONS} />
        </Form.Item>
      </Form>
      <Input.Search
        aria-label="搜索单位"
        placeholder="搜索单位名称"
        allowClear
        onSearch={(text) => refine({ search: text.trim() || undefined })}
        style={{ marginBottom: 12 }}
      />
      <PagedTable<Candidate>
        rowKey="company_id"
        answer={list.data}
        loading={list.isFetching}
        error={list.isError && { title: '单位列表加载失败', retry: () => void list.refetch(), cause: list.error }}
        emptyText={query.search ? '没有匹配的单位' : '暂无单位'}
        pageSize={query.per_page}
        pagination={{ showTotal: (n) => `共 ${n} 个单位` }}
        onChange={onTableChange}
        columns={[
          { title: '单位名称', dataIndex: 'company_name' },
          { title: '简称', dataIndex: 'small_name', render: (v: string | null) => v ?? '—' },
        ]}
        rowSelection={{
          selectedRowKeys: picked.map((c) => c.company_id),
          preserveSelectedRowKeys: true,
          onChange: (_keys, rows) => (setPicked(rows.filter(Boolean)), setError(null)),
        }}
      />
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginTop: 8 }} />}
    </Modal>
  );
}
