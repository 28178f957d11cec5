import { useState } from 'react';
import Modal from 'antd/es/modal';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import { Msg } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { useLogout } from '../api/logout';
import { useLeaveToLogin } from '../hooks/use-leave-to-login';

/**
 * Logout asks first (spec-1 §4); cancelling says 已取消退出. A dialog component, loaded when first asked for, rather
 * than Modal.confirm: the shell does not carry antd's Modal, and inside the tree it follows the tenant's theme.
 */
export function LogoutConfirmDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { mutateAsync } = useLogout();
  const leave = useLeaveToLogin();
  const [leaving, setLeaving] = useState(false);

  const confirm = async () => {
    setLeaving(true);
    // Leave even when the server cannot be told: the person asked to go, and their token is dropped here.
    await mutateAsync().catch(() => undefined);
    leave();
  };
  const cancel = () => {
    onClose();
    toast.info(Msg.logoutCancelled);
  };

  return (
    <Modal
      open={open}
      width={416}
      title={
        <span className="logout-confirm__title">
          <ExclamationCircleFilled aria-hidden style={{ color: '#faad14', marginInlineEnd: 12 }} />
          {Msg.logoutConfirm}
        </span>
      }
      okText="确定"
      cancelText="取消"
      confirmLoading={leaving}
      onOk={() => void confirm()}
      onCancel={cancel}
    />
  );
}
