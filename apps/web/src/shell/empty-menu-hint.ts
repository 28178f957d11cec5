import { useSessionStore } from '../lib/session-store';

/**
 * What a person with no menus is told (issue 21 item 6): menus come from the permission templates of their post, and
 * the one who grants them is the unit's administrator, so the hint names both.
 */
export function emptyMenuHint(job: string | null | undefined): string {
  return job ? `请联系本单位管理员为您的岗位「${job}」关联权限模板` : '请联系本单位管理员为您分配岗位和权限';
}

export const useEmptyMenuHint = (): string => emptyMenuHint(useSessionStore((s) => s.userInfo?.job));
