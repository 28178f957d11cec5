import { describe, expect, it } from 'vitest';
import { pageMessage, pageWindow } from '../paging';

// Page windows of ARCHITECTURE.md "Huge page sizes": above 1,000 means all rows, never more than 10,000 at once.
describe('pageWindow', () => {
  it('turns page and page_size into offset and limit', () => {
    expect(pageWindow({ page: 3, page_size: 10 })).toEqual({ page: 3, pageSize: 10, offset: 20, limit: 10 });
  });

  it('defaults to page 1 of 20 and repairs nonsense', () => {
    expect(pageWindow({})).toEqual({ page: 1, pageSize: 20, offset: 0, limit: 20 });
    expect(pageWindow({ page: 0, page_size: 0 })).toEqual({ page: 1, pageSize: 1, offset: 0, limit: 1 });
    expect(pageWindow({ page: 2.7, page_size: 10.2 })).toEqual({ page: 2, pageSize: 10, offset: 10, limit: 10 });
  });

  it('treats is_page 0 and a page size above 1,000 as all rows, capped at 10,000', () => {
    const all = { page: 1, pageSize: 10_000, offset: 0, limit: 10_000 };
    expect(pageWindow({ is_page: 0, page: 5, page_size: 10 })).toEqual(all);
    expect(pageWindow({ page: 1, page_size: 10_000_000 })).toEqual(all);
    expect(pageWindow({ page: 2, page_size: 1_000 })).toEqual({ page: 2, pageSize: 1_000, offset: 1_000, limit: 1_000 });
  });
});

describe('pageMessage', () => {
  it('says so only when an all-rows answer was cut', () => {
    const all = pageWindow({ is_page: 0 });
    expect(pageMessage(all, 10_000)).toBeUndefined();
    expect(pageMessage(all, 12_345)).toBe('仅返回前 10000 条，共 12345 条，请分页查询');
    expect(pageMessage(pageWindow({ page: 1, page_size: 10 }), 12_345)).toBeUndefined();
  });
});
