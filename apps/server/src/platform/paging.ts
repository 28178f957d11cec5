import { Limits, MsgWith } from '@zhuyun/contracts';

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
  limit: number;
}

/**
 * is_page 0, or a page size above 1,000, means "all rows"; one answer still never carries more than 10,000
 * (ARCHITECTURE.md, "Huge page sizes").
 */
export function pageWindow(input: { is_page?: number; page?: number; page_size?: number }): PageWindow {
  const all = input.is_page === 0 || (input.page_size ?? 0) > Limits.maxPageSize;
  if (all) return { page: 1, pageSize: Limits.maxRowsPerAnswer, offset: 0, limit: Limits.maxRowsPerAnswer };
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const pageSize = Math.min(Limits.maxPageSize, Math.max(1, Math.floor(input.page_size ?? 20)));
  return { page, pageSize, offset: (page - 1) * pageSize, limit: pageSize };
}

export function pageMessage(window: PageWindow, total: number): string | undefined {
  return window.pageSize === Limits.maxRowsPerAnswer && total > window.limit
    ? MsgWith.answerCut(Limits.maxRowsPerAnswer, total)
    : undefined;
}
