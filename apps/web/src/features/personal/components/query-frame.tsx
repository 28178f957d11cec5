import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorFallback, PageSkeleton } from '@zhuyun/ui';

/** Skeleton while loading, an error with retry, else the page's body. */
export function QueryFrame<T>({ query, failed, children }: { query: UseQueryResult<T>; failed: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <PageSkeleton rows={6} />;
  if (query.isError) return <ErrorFallback title={failed} description={query.error.message} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
