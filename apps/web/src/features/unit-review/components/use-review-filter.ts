import { useState } from 'react';
import { ReviewStatus } from '@zhuyun/contracts';
import type { ReviewFilter } from '../api/review-filter';

/** Review lists open on the requests still waiting (待审核), first page. */
export function useReviewFilter() {
  return useState<ReviewFilter>({ page: 1, pageSize: 10, status: ReviewStatus.reviewing, search: '' });
}
