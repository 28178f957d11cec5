import type { DropMenuEntry } from './chrome/drop-menu';
import { isClosable, type OpenTab } from '../lib/tab-rules';

export type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeRight' | 'closeAll';

/** What a right click on a tab (or the strip's ⋯ button) offers; the home tab cannot close. */
export function tabMenuItems(tab: OpenTab, index: number, count: number): DropMenuEntry[] {
  return [
    { key: 'refresh', label: '刷新' },
    { key: 'divider', divider: true },
    { key: 'close', label: '关闭', disabled: !isClosable(tab.path) },
    { key: 'closeOthers', label: '关闭其他', disabled: count <= 2 && !isClosable(tab.path) },
    { key: 'closeRight', label: '关闭右侧', disabled: index >= count - 1 },
    { key: 'closeAll', label: '关闭全部', disabled: count <= 1 },
  ];
}
