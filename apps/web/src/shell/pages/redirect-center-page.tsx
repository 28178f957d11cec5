import { useEffect } from 'react';
import Empty from 'antd/es/empty';
import { useLocation, useNavigate } from 'react-router';
import { hasRealPage } from '../../app/route-pages';
import { pathnameOf } from '../../lib/tab-rules';
import { useTabsStore } from '../../lib/tabs-store';
import { useEmptyMenuHint } from '../empty-menu-hint';
import { findMenu, firstMenuPath } from '../menu-tree';
import { useShellNodes } from '../use-shell-menus';

/** The menu node each redirect centre opens (spec-2 §2.3); the last three are ours, the spec gives no path. */
export const CENTRE_KEYS: Record<string, string> = {
  '/redirectProjectCenter': 'project_center',
  '/redirectWorkCenter': 'work-center',
  '/redirectPersonalCenter': 'personal-center',
  '/redirectResourceCenter': 'resource-center',
  '/redirectConfigCenter': 'config-center',
  '/redirectFilingCenter': 'filing-center',
  '/redirectOrderCenter': 'order-center',
  '/redirectComponentCenter': 'component-center',
};

/** /redirect*Center: goes on to the first menu of its group that has a page; a group without menus says so. */
export function RedirectCenterPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const groups = useShellNodes();
  const hint = useEmptyMenuHint();
  const key = CENTRE_KEYS[pathname];
  const node = key ? findMenu(groups, key) : undefined;
  // The first menu with a built page; only a group of placeholders alone opens its first placeholder.
  const target = node ? (firstMenuPath(node, (path) => hasRealPage(pathnameOf(path))) ?? firstMenuPath(node)) : null;

  useEffect(() => {
    if (!target) return;
    // The centre is a hop, not a page: its tab gives way to the menu it opens.
    useTabsStore.getState().close(pathname);
    void navigate(target, { replace: true });
  }, [target, navigate, pathname]);

  if (target) return null;
  return <Empty style={{ marginTop: 96 }} description={`${node?.name ?? '该分组'}暂无可用菜单，${hint}`} />;
}
