import type { ReactNode } from 'react';
import Result from 'antd/es/result';
import { isApiError } from '@zhuyun/client';
import { Msg, ResultCode } from '@zhuyun/contracts';
import { ErrorFallback, PageSkeleton } from '@zhuyun/ui';

interface QueryStateProps {
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  failedTitle: string;
  rows?: number;
  children: ReactNode;
}

/** 10403 → the no-permission state; loading → a skeleton; failure → the error with retry; else the content. */
export function QueryState({ query, failedTitle, rows = 6, children }: QueryStateProps) {
  if (isApiError(query.error) && query.error.code === ResultCode.FORBIDDEN) {
    return <Result status="403" title="403" subTitle={Msg.error403} />;
  }
  if (query.isPending) return <PageSkeleton rows={rows} />;
  if (query.isError) return <ErrorFallback title={failedTitle} description={query.error?.message} onRetry={() => void query.refetch()} />;
  return <>{children}</>;
}

/** Whether a query was refused for lack of permission (the page then shows only the 403 state). */
export const isForbidden = (error: Error | null) => isApiError(error) && error.code === ResultCode.FORBIDDEN;
