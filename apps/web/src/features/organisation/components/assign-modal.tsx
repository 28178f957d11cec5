import { useState } from 'react';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useAccounts } from '../api/accounts';
import { OrgText } from '../organisation.texts';

interface AssignModalProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (userIds: string[]) => void;
}

/** Picks members of the unit (searched on the server, 20 at a time) to give the selected job. */
export function AssignModal({ open, busy, onCancel, onSubmit }: AssignModalProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState(false);
  const accounts = useAccounts({ page: 1, per_page: 20, search }, open);
  const options = (accounts.data?.list ?? []).map((r) => ({ value: r.user_id, label: `${r.user_name}（${r.phone}）` }));
  return (
    <Modal
      title={OrgText.assign}
      open={open}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onCancel={onCancel}
      afterClose={() => (setPicked([]), setSearch(''), setError(false))}
      onOk={() => (picked.length ? onSubmit(picked) : setError(true))}
    >
      <label htmlFor="org-assign-users">{OrgText.assignPick}</label>
      <Select
        id="org-assign-users"
        aria-label={OrgText.assignPick}
        mode="multiple"
        style={{ width: '100%', marginTop: 8 }}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={accounts.isFetching}
        options={options}
        value={picked}
        onChange={(v: string[]) => (setPicked(v), setError(false))}
        placeholder={OrgText.search}
        status={error ? 'error' : undefined}
      />
      {error && <div style={{ color: '#ff4d4f', marginTop: 4 }}>{OrgText.assignPickRequired}</div>}
    </Modal>
  );
}
