import { useState } from 'react';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { ReviewText } from '../unit-review.texts';

interface RejectModalProps {
  /** Whose request is being rejected; null when closed. */
  subject: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (remark: string) => void;
}

/** 驳回 asks why: the remark reaches the applicant with the decision. */
export function RejectModal({ subject, busy, onCancel, onConfirm }: RejectModalProps) {
  const [remark, setRemark] = useState('');
  return (
    <Modal
      title={subject ? `${ReviewText.rejectTitle}：${subject}` : ReviewText.rejectTitle}
      open={subject !== null}
      okText={ReviewText.reject}
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => onConfirm(remark.trim())}
      afterClose={() => setRemark('')}
    >
      <label htmlFor="reject-remark" className="review-remark-label">
        {ReviewText.remark}
      </label>
      <Input.TextArea
        id="reject-remark"
        rows={4}
        maxLength={200}
        showCount
        placeholder={ReviewText.remarkPlaceholder}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
      />
    </Modal>
  );
}
