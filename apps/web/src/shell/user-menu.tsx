import { Msg } from '@zhuyun/contracts';
import { useState } from 'react';
import Avatar from 'antd/es/avatar';
import Dropdown from 'antd/es/dropdown';
import Tooltip from 'antd/es/tooltip';
import type { MenuProps } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useSessionStore } from '../lib/session-store';
import { ChangePasswordModal } from '../features/account/components/change-password-modal';
import { useConfirmLogout } from '../features/account/hooks/use-confirm-logout';

/** The user dropdown of the top bar (spec-1 §2): change password, switch company and job (later), logout. */
export function UserMenu() {
  const userName = useSessionStore((state) => state.userInfo?.real_name ?? state.userInfo?.user_name ?? '');
  const [changingPassword, setChangingPassword] = useState(false);
  const [confirmLogout, logoutDialog] = useConfirmLogout();

  const soon = (label: string) => (
    <Tooltip title={Msg.comingSoon} placement="left">
      <span>{label}</span>
    </Tooltip>
  );
  const items: MenuProps['items'] = [
    { key: 'password', label: '修改密码' },
    { key: 'company', label: soon('切换单位'), disabled: true },
    { key: 'job', label: soon('切换岗位'), disabled: true },
    { type: 'divider' },
    { key: 'logout', label: '退出登录' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') setChangingPassword(true);
    if (key === 'logout') confirmLogout();
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
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
