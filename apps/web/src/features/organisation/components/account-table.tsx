import { useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import type { ColumnsType } from 'antd/es/table';
import type { ResponseOf, routes } from '@zhuyun/contracts';
import { PagedTable, useTableQuery } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useSessionStore } from '../../../lib/session-store';
import { useAccountEdits, useAccounts } from '../api/accounts';
import { firstPage, type PeopleQuery } from '../api/list-query';
import { useOrgTree } from '../api/org-tree';
import { OrgText } from '../organisation.texts';
import { AccountModal, type AccountValues } from './account-modal';

type Row = ResponseOf<typeof routes.getDeptAndSubUserList>['list'][number];
type Editing = 'new' | (Omit<AccountValues, 'password'> & { user_id: string }) | null;

const statusOptions = [
  { value: 0, label: OrgText.statusAll },
  { value: 1, label: OrgText.statusActive },
  { value: 2, label: OrgText.statusFrozen },
];

/**
 * The unit's accounts (or one department's with its sub-departments): search, status filter, sorting and pages;
 * add, edit, freeze or unfreeze after confirmation, and remove from the unit.
 */
export function AccountTable({ deptId }: { deptId?: string }) {
  const { query: q, sortOf, onTableChange, refine } = useTableQuery<PeopleQuery>(firstPage);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useAccounts({ ...q, deptId });
  const tree = useOrgTree();
  const edits = useAccountEdits();
  // The server refuses freezing oneself; the button says so before anyone tries.
  const me = useSessionStore((state) => state.userInfo?.user_id);

  const act = async (work: () => Promise<{ msg: string }>, after?: () => void) => {
    try {
      toast.success((await work()).msg);
      after?.();
    } catch {
      // shown by the client's error policy (用户名已存在、该手机号已注册 …)
    }
  };

  const save = (v: AccountValues) => {
    const base = { user_no: v.user_no, user_name: v.user_name.trim(), phone: v.phone, job_id: v.job_ids.join(',') };
    const close = () => setEditing(null);
    if (editing === 'new') void act(() => edits.add.mutateAsync({ ...base, password: v.password ?? '' }), close);
    else if (editing) void act(() => edits.edit.mutateAsync({ ...base, user_id: editing.user_id }), close);
  };

  const columns: ColumnsType<Row> = [
    { title: '姓名', dataIndex: 'user_name', key: 'user_name', sorter: true, sortOrder: sortOf('user_name') },
    { title: '账号', dataIndex: 'user_no', key: 'user_no', sorter: true, sortOrder: sortOf('user_no') },
    { title: '手机号', dataIndex: 'phone', key: 'phone', sorter: true, sortOrder: sortOf('phone') },
    { title: '部门', dataIndex: 'dept_name', key: 'dept_name', render: (t: string) => t || '—' },
    { title: '岗位', dataIndex: 'job_name', key: 'job_name', render: (t: string) => t || '—' },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      render: (s: number, row) => (
        <>
          {s === 2 ? <Tag color="red">{OrgText.statusFrozen}</Tag> : <Tag color="green">{OrgText.statusActive}</Tag>}
          {row.is_admin && <Tag color="gold">{OrgText.admin}</Tag>}
        </>
      ),
    },
    { title: '加入时间', dataIndex: 'join_date', key: 'join_date', render: (d: string) => d.slice(0, 10), sorter: true, sortOrder: sortOf('join_date') },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, row) => {
        const frozen = row.status === 2;
        return (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => setEditing({ user_id: row.user_id, user_no: row.user_no ?? '', user_name: row.user_name, phone: row.phone, job_ids: row.job_data.map((j) => j.job_id) })}
            >
              编辑
            </Button>
            <Popconfirm
              title={frozen ? OrgText.confirmUnfreeze(row.user_name) : OrgText.confirmFreeze(row.user_name)}
              okText="确定"
              cancelText="取消"
              disabled={row.user_id === me}
              onConfirm={() => void act(() => edits.status.mutateAsync({ user_id: row.user_id, type: frozen ? 1 : 2 }))}
            >
              <Button type="link" size="small" disabled={row.user_id === me}>
                {frozen ? OrgText.unfreeze : OrgText.freeze}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={OrgText.confirmRemoveAccount(row.user_name)}
              okText="确定"
              cancelText="取消"
              onConfirm={() => void act(() => edits.remove.mutateAsync({ user_id: row.user_id }))}
            >
              <Button type="link" size="small" danger>
                {OrgText.removeAccount}
              </Button>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <div className="org-members-toolbar">
        <Input.Search allowClear aria-label={OrgText.search} placeholder={OrgText.search} style={{ width: 260 }} onSearch={(search) => refine({ search })} />
        <Select
          aria-label="状态"
          style={{ width: 130 }}
          value={q.status ?? 0}
          options={statusOptions}
          onChange={(v: number) => refine({ status: v || undefined })}
        />
        <Button type="primary" style={{ marginLeft: 'auto' }} onClick={() => setEditing('new')}>
          {OrgText.addAccount}
        </Button>
      </div>
      <PagedTable<Row>
        size="middle"
        rowKey="user_id"
        columns={columns}
        answer={list.data}
        loading={list.isFetching}
        error={list.isError && { title: OrgText.listFailed, retry: () => void list.refetch(), cause: list.error }}
        emptyText={OrgText.emptyList}
        pageSize={q.per_page}
        onChange={onTableChange}
      />
      <AccountModal
        editing={editing}
        tree={tree.data?.list ?? []}
        busy={edits.add.isPending || edits.edit.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={save}
      />
    </>
  );
}
