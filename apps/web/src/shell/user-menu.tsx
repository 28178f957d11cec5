import { Suspense, lazy, useState } from 'react';
import Avatar from 'antd/es/avatar';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useSessionStore } from '../lib/session-store';
import { useConfirmLogout } from '../features/account/hooks/use-confirm-logout';

// The dialogs (forms, cascaders, uploads: ≈ 100 kB gzip) load when first opened, not with the shell.
const ChangePasswordModal = lazy(() => import('../features/account/components/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })));
const CompleteInfoModal = lazy(() => import('../features/account/components/complete-info/complete-info-modal').then((m) => ({ default: m.CompleteInfoModal })));
const SwitchJobModal = lazy(() => import('../features/account/components/switch-job-modal').then((m) => ({ default: m.SwitchJobModal })));
const SwitchUnitModal = lazy(() => import('../features/account/components/switch-unit-modal').then((m) => ({ default: m.SwitchUnitModal })));

type Dialog = 'info' | 'password' | 'company' | 'job';

/** The user dropdown of the top bar (spec-1 §2): complete information, change password, switch company and job, logout. */
export function UserMenu() {
  const userName = useSessionStore((state) => state.userInfo?.real_name ?? state.userInfo?.user_name ?? '');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A dialog once opened stays mounted, so it closes with its animation and keeps a half-filled form.
  const [opened, setOpened] = useState<ReadonlySet<Dialog>>(new Set());
  const open = (which: Dialog) => {
    setOpened((set) => new Set(set).add(which));
    setDialog(which);
  };
  const [confirmLogout, logoutDialog] = useConfirmLogout();

  const items: MenuProps['items'] = [
    { key: 'info', label: '完善资料' },
    { key: 'password', label: '修改密码' },
    { key: 'company', label: '切换单位' },
    { key: 'job', label: '切换岗位' },
    { type: 'divider' },
    { key: 'logout', label: '退出登录' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') confirmLogout();
    else if (key === 'info' || key === 'password' || key === 'company' || key === 'job') open(key);
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button type="button" className="top-bar__user" aria-label="用户菜单">
          <Avatar size="small" icon={<UserOutlined />} />
          <span className="top-bar__user-name">{userName}</span>
          <DownOutlined className="top-bar__user-caret" />
        </button>
      </Dropdown>
      {logoutDialog}
      <Suspense fallback={null}>
        {opened.has('info') && <CompleteInfoModal open={dialog === 'info'} onClose={() => setDialog(null)} />}
        {opened.has('password') && <ChangePasswordModal open={dialog === 'password'} onClose={() => setDialog(null)} />}
        {opened.has('company') && <SwitchUnitModal open={dialog === 'company'} onClose={() => setDialog(null)} />}
        {opened.has('job') && <SwitchJobModal open={dialog === 'job'} onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}
