import { Limits } from '@zhuyun/contracts';
import { BrandMark } from './brand-mark';
import { ShellDialogButtons } from './dialogs/shell-dialog-buttons';
import { TopMenu } from './top-menu';
import { UserMenu } from './user-menu';

/** The shell's top bar, 65 px high (spec-1 §9). */
export function TopBar() {
  return (
    <header className="top-bar" style={{ height: Limits.topBarHeightPx }}>
      <BrandMark />
      <TopMenu />
      <ShellDialogButtons />
      <UserMenu />
    </header>
  );
}
