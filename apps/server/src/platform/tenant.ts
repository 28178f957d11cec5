import { Msg } from '@zhuyun/contracts';
import type { SessionContext } from './session/session.types';
import { fail } from './errors';
import { pageMessage, pageWindow, type PageWindow } from './paging';
import type { RawJsonList } from './http/raw-json';

/** The session's company: every project, component and car call works inside it (ARCHITECTURE.md rule 7). */
export function tenantOf(session: SessionContext): string {
  if (!session.companyId) throw fail.forbidden(Msg.joinUnitFirst);
  return session.companyId;
}

/** per_page (the spec's word) or page_size; sizes above 1,000 mean all rows, capped at 10,000. */
export function windowOf(input: { is_page?: number; page?: number; per_page?: number; page_size?: number }): PageWindow {
  return pageWindow({ is_page: input.is_page, page: input.page, page_size: input.per_page ?? input.page_size });
}

/** `rows` may come written as JSON already (raw-json.ts): the serializer puts them into the answer as they are. */
export function pageOf<L extends readonly unknown[] | RawJsonList>(window: PageWindow, rows: L, total: number, setMsg: (msg: string) => void) {
  const note = pageMessage(window, total);
  if (note) setMsg(note);
  return { list: rows, total_count: total, cur_page: window.page, page_size: window.pageSize };
}
