import { Suspense, lazy, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Breadcrumbs } from './breadcrumbs';
import { SideDrawer } from './chrome/side-drawer';
import { TopBar } from './top-bar';
import { SideMenu } from './side-menu';
import { TabStrip } from './tab-strip';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { useCurrentGroup } from './use-current-group';
import { useRecordTab } from './use-record-tab';
import { useShellNodes } from './use-shell-menus';
import { useSideMenuMode } from './use-side-menu-mode';
// Menus and permissions (issue 4): the page-level permission set follows the active tab.
import { usePageAccessSync } from './access/use-page-access-sync';
import { MicroHost } from './micro/micro-host';
import { usePageKitPrefetch } from '../app/use-page-kit-prefetch';
import './shell.css';

// The web's release notes after an update (issue 19 item 4): its own chunk, fetched once the shell is up.
const ReleaseNotesDialog = lazy(async () => ({ default: (await import('./dialogs/release-notes/release-notes-dialog')).ReleaseNotesDialog }));

/**
 * The layout around every signed-in page (spec-1 §2 "Shell"): top bar; the current group's side menu, collapsed below
 * 992 px and hidden below 768 px (then a button opens it as a drawer); the tab strip; the page.
 */
export function AppLayout() {
  const groups = useShellNodes();
  const group = useCurrentGroup(groups);
  const mode = useSideMenuMode();
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: choosing a menu closes it.
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const closeDrawer = useCallback(() => setDrawerAt(null), []);
  useRecordTab(groups);
  usePageAccessSync();
  usePageKitPrefetch();

  const drawerButton =
    mode === 'hidden' && group ? (
      <button type="button" className="tab-strip__menu" aria-label="打开菜单" onClick={() => setDrawerAt(pathname)}>
        <MenuOutlined />
      </button>
    ) : undefined;

  return (
    <div className="app-shell" data-side-menu={group ? mode : 'none'}>
      <TopBar activeGroupPath={group?.path} />
      {group && mode !== 'hidden' && <SideMenu group={group} collapsed={mode === 'collapsed'} />}
      <TabStrip leading={drawerButton} />
      <main className="app-shell__content">
        <Breadcrumbs groups={groups} />
        <KeepAliveOutlet />
        {/* Sub-apps live beside the outlet so a kept-alive one survives navigation (docs/decisions/013). */}
        <MicroHost />
      </main>
      {group && mode === 'hidden' && (
        <SideDrawer open={drawerAt === pathname} onClose={closeDrawer} title={group.name}>
          <SideMenu group={group} collapsed={false} onChosen={closeDrawer} />
        </SideDrawer>
      )}
      <Suspense fallback={null}>
        <ReleaseNotesDialog />
      </Suspense>
    </div>
  );
}
