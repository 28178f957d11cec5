import { useState } from 'react';
import Avatar from 'antd/es/avatar';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useSessionStore } from '../lib/session-store';
import { ChangePasswordModal } from '../features/account/components/change-password-modal';
import { CompleteInfoModal } from '../features/account/components/complete-info/complete-info-modal';
import { SwitchJobModal } from '../features/account/components/switch-job-modal';
import { SwitchUnitModal } from '../features/account/components/switch-unit-modal';
import { useConfirmLogout } from '../features/account/hooks/use-confirm-logout';

/** The user dropdown of the top bar (spec-1 §2): complete information, change password, switch company and job, logout. */
export function UserMenu() {
  const userName = useSessionStore((state) => state.userInfo?.real_name ?? state.userInfo?.user_name ?? '');
  const [dialog, setDialog] = useState<'info' | 'password' | 'company' | 'job' | null>(null);
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
    else if (key === 'info' || key === 'password' || key === 'company' || key === 'job') setDialog(key);
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
      <CompleteInfoModal open={dialog === 'info'} onClose={() => setDialog(null)} />
      <ChangePasswordModal open={dialog === 'password'} onClose={() => setDialog(null)} />
      <SwitchUnitModal open={dialog === 'company'} onClose={() => setDialog(null)} />
      <SwitchJobModal open={dialog === 'job'} onClose={() => setDialog(null)} />
    </>
  );
}
