import { Suspense, useEffect, useState } from 'react';
import DownOutlined from '@ant-design/icons/DownOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useSessionStore } from '../lib/session-store';
import { useDropMenu, type DropMenuEntry } from './chrome/drop-menu';
import { onUserDialogRequest, type UserDialog } from '../lib/user-dialog-request';
import { useUserDialogs } from './user-dialogs';

type Dialog = UserDialog;

/** The order the dialogs mount in, whichever opened first. */
const DIALOGS: readonly Dialog[] = ['info', 'password', 'company', 'job', 'logout'];

const ITEMS: readonly DropMenuEntry[] = [
  { key: 'info', label: '完善资料' },
  { key: 'password', label: '修改密码' },
  { key: 'company', label: '切换单位' },
  { key: 'job', label: '切换岗位' },
  { key: 'divider', divider: true },
  { key: 'logout', label: '退出登录' },
];

/** The user dropdown of the top bar (spec-1 §2): complete information, change password, switch company and job, logout. */
export function UserMenu() {
  const userName = useSessionStore((state) => state.userInfo?.real_name ?? state.userInfo?.user_name ?? '');
  // The dialogs themselves come from the app layer (app/user-dialogs.ts): the shell imports no feature.
  const dialogs = useUserDialogs();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A dialog once opened stays mounted, so it closes with its animation and keeps a half-filled form.
  const [opened, setOpened] = useState<ReadonlySet<Dialog>>(new Set());
  const open = (which: Dialog) => {
    setOpened((set) => new Set(set).add(which));
    setDialog(which);
  };
  const close = () => setDialog(null);
  // Pages ask for a dialog through the shell (/loginMode's 修改密码).
  useEffect(() => onUserDialogRequest(open), []);
  const menu = useDropMenu(ITEMS, (key) => open(key as Dialog), '用户菜单');

  return (
    <>
      <button
        type="button"
        className="top-bar__user"
        aria-label="用户菜单"
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        onClick={(event) => (menu.isOpen ? menu.close() : menu.openBelow(event.currentTarget))}
      >
        <span className="top-bar__avatar" aria-hidden="true">
          <UserOutlined />
        </span>
        <span className="top-bar__user-name">{userName}</span>
        <DownOutlined className="top-bar__user-caret" />
      </button>
      {menu.menu}
      <Suspense fallback={null}>
        {dialogs &&
          DIALOGS.filter((which) => opened.has(which)).map((which) => {
            const UserDialogView = dialogs[which];
            return <UserDialogView key={which} open={dialog === which} onClose={close} />;
          })}
      </Suspense>
    </>
  );
}
