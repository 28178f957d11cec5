import { useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import type { ColumnsType } from 'antd/es/table';
import type { ResponseOf, routes } from '@zhuyun/contracts';
import { PagedTable, useTableQuery } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useJobUserEdits, useJobUsers } from '../api/job-users';
import { firstPage, type PeopleQuery } from '../api/list-query';
import { OrgText } from '../organisation.texts';
import { AssignModal } from './assign-modal';
import type { OrgNode } from './tree-nodes';

type Row = ResponseOf<typeof routes.getJobAccountList>['list'][number];

const formatDate = (iso: string) => iso.slice(0, 10);

/** The people holding one job: search, sort and pages; assign members of the unit or take the job away. */
export function JobMembers({ job }: { job: OrgNode }) {
  const { query: q, sortOf, onTableChange, refine } = useTableQuery<PeopleQuery>(firstPage);
  const [assigning, setAssigning] = useState(false);
  const list = useJobUsers(job.id, q);
  const { assign, remove } = useJobUserEdits();

  const act = async (work: () => Promise<{ msg: string }>, after?: () => void) => {
    try {
      toast.success((await work()).msg);
      after?.();
    } catch {
      // shown by the client's error policy
    }
  };

  const columns: ColumnsType<Row> = [
    { title: '姓名', dataIndex: 'user_name', key: 'user_name', sorter: true, sortOrder: sortOf('user_name') },
    { title: '账号', dataIndex: 'user_no', key: 'user_no', sorter: true, sortOrder: sortOf('user_no') },
    { title: '手机号', dataIndex: 'phone', key: 'phone', sorter: true, sortOrder: sortOf('phone') },
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
    { title: '分配时间', dataIndex: 'create_date', key: 'join_date', render: formatDate, sorter: true, sortOrder: sortOf('join_date') },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, row) => (
        <Popconfirm
          title={OrgText.confirmRemoveFromJob(row.user_name)}
          okText="确定"
          cancelText="取消"
          onConfirm={() => void act(() => remove.mutateAsync({ job_id: job.id, user_id: row.user_id }))}
        >
          <Button type="link" size="small" danger>
            {OrgText.removeFromJob}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <div className="org-job-members">
      <div className="org-members-toolbar">
        <h3>{OrgText.jobMembers(job.name)}</h3>
        <Input.Search allowClear aria-label={OrgText.search} placeholder={OrgText.search} style={{ width: 240 }} onSearch={(search) => refine({ search })} />
        <Button type="primary" onClick={() => setAssigning(true)}>
          {OrgText.assign}
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
      <AssignModal
        open={assigning}
        busy={assign.isPending}
        onCancel={() => setAssigning(false)}
        onSubmit={(user_ids) => void act(() => assign.mutateAsync({ job_id: job.id, user_ids }), () => setAssigning(false))}
      />
    </div>
  );
}
