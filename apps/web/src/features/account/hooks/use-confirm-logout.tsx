import { useCallback, type ReactElement } from 'react';
import Modal from 'antd/es/modal';
import { Msg } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { useLogout } from '../api/logout';
import { useLeaveToLogin } from './use-leave-to-login';

/**
 * Logout asks first (spec-1 §4); cancelling says 已取消退出. Returns the opener and the holder to render, which lets
 * the dialog follow the tenant's theme.
 */
export function useConfirmLogout(): [open: () => void, holder: ReactElement] {
  const [modal, holder] = Modal.useModal();
  const { mutateAsync } = useLogout();
  const leave = useLeaveToLogin();

  const open = useCallback(() => {
    void modal.confirm({
      title: Msg.logoutConfirm,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        // Leave even when the server cannot be told: the person asked to go, and their token is dropped here.
        await mutateAsync().catch(() => undefined);
        leave();
      },
      onCancel: () => toast.info(Msg.logoutCancelled),
    });
  }, [modal, mutateAsync, leave]);
  return [open, holder];
}
