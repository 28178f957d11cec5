import { Limits } from '@zhuyun/contracts';
import { MessageBellSlot } from '../app/message-bell/bell-slot';
import { BrandMark } from './brand-mark';
import { ShellDialogButtons } from './dialogs/shell-dialog-buttons';
import { TopMenu } from './top-menu';
import { UserMenu } from './user-menu';

/** The shell's top bar, 65 px high (spec-1 §9): logo, 首页 and the five groups, the project icon, the message bell, the user menu. */
export function TopBar({ activeGroupPath }: { activeGroupPath?: string }) {
  return (
    <header className="top-bar" style={{ height: Limits.topBarHeightPx }}>
      <BrandMark />
      <TopMenu activeGroupPath={activeGroupPath} />
      <ShellDialogButtons />
      <MessageBellSlot />
      <UserMenu />
    </header>
  );
}
