import Menu from 'antd/es/menu';
import { Link, useLocation } from 'react-router';
import { HOME_PATH, TOP_MENU_GROUPS } from './top-menu-groups';

/** 首页 and the five groups; antd folds what does not fit into a "…" menu on narrow screens. */
export function TopMenu({ activeGroupPath }: { activeGroupPath?: string }) {
  const { pathname } = useLocation();
  const items = [
    { key: HOME_PATH, label: <Link to={HOME_PATH}>首页</Link> },
    ...TOP_MENU_GROUPS.map((group) => ({ key: group.path, label: <Link to={group.path}>{group.label}</Link> })),
  ];
  return <Menu className="top-bar__menu" mode="horizontal" selectedKeys={[activeGroupPath ?? pathname]} items={items} />;
}
