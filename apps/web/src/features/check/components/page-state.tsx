import type { ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import { ApiError } from '@zhuyun/client';
import { ResultCode } from '@zhuyun/contracts';

/** Loading, missing, refused (403) and failed states of a detail page; children once there is data. */
export function PageState({ loading, error, empty, emptyText, retry, children }: { loading: boolean; error: unknown; empty: boolean; emptyText: string; retry: () => void; children: () => ReactNode }) {
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error instanceof ApiError && (error.code === ResultCode.FORBIDDEN || error.httpStatus === 403)) return <Alert type="warning" showIcon title="暂无权限访问此页面" />;
  if (error instanceof ApiError && error.code === ResultCode.NOT_FOUND) return <Empty description={error.message} />;
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={error instanceof Error ? error.message : '加载失败'}
        action={
          <Button size="small" onClick={retry}>
            重试
          </Button>
        }
      />
    );
  if (empty) return <Empty description={emptyText} />;
  return <>{children()}</>;
}
