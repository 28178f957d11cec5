import { useEffect, useState } from 'react';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import { useResourceKit } from '../resource/resource-kit-context';

/** The review statuses a platform administrator filters by (2 under review, 3 approved, 4 rejected; 0 all). */
const REVIEW_FILTERS = [
  { label: '待审核', value: 2 },
  { label: '已通过', value: 3 },
  { label: '已驳回', value: 4 },
  { label: '全部', value: 0 },
];

/** A review list's header: the status filter and the search, each starting the list again at page 1. */
export function ReviewFilters(props: {
  status: number | undefined;
  onStatus: (status: number | undefined) => void;
  searchLabel: string;
  searchPlaceholder: string;
  onSearch: (search: string | undefined) => void;
}) {
  return (
    <Space wrap>
      <Segmented options={REVIEW_FILTERS} value={props.status ?? 0} onChange={(v) => props.onStatus(v || undefined)} />
      <Input.Search
        placeholder={props.searchPlaceholder}
        aria-label={props.searchLabel}
        allowClear
        onSearch={(v) => props.onSearch(v.trim() || undefined)}
        style={{ width: 260 }}
      />
    </Space>
  );
}

/** Asks for an optional reason before a rejection; the page closes it when `onReject` succeeds. */
export function RejectDialog(props: {
  title: string;
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onReject: (remark: string) => Promise<unknown>;
  /** Who reads the reason, when the page wants to say so. */
  placeholder?: string;
}) {
  const { messages: m } = useResourceKit();
  const [remark, setRemark] = useState('');
  useEffect(() => {
    if (props.open) setRemark('');
  }, [props.open]);
  return (
    <Modal
      title={props.title}
      open={props.open}
      okText={m.reject}
      cancelText={m.cancel}
      okButtonProps={{ danger: true, loading: props.pending }}
      onCancel={props.onCancel}
      onOk={() => void props.onReject(remark.trim()).catch(() => undefined)}
    >
      <label htmlFor="reject-remark" style={{ display: 'block', marginBottom: 8 }}>
        {m.rejectReason}
      </label>
      <Input.TextArea
        id="reject-remark"
        rows={3}
        maxLength={200}
        showCount
        placeholder={props.placeholder ?? m.rejectReasonPlaceholder}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
      />
    </Modal>
  );
}
