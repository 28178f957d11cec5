import type { ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import type { TableProps } from 'antd';
import { ResultCode } from '@zhuyun/contracts';
import { useResourceKit } from './resource-kit-context';
import type { ResourcePageAnswer } from './resource-api';

const isForbidden = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === ResultCode.FORBIDDEN;

export interface ResourceTableProps<Row> extends Omit<TableProps<Row>, 'dataSource' | 'pagination' | 'loading' | 'title'> {
  answer: ResourcePageAnswer<Row> | undefined;
  /** The page and size asked for (the answer may lag behind while the next page loads). */
  page: number;
  pageSize: number;
  /** Nothing has arrived yet: a skeleton instead of an empty table. */
  pending: boolean;
  fetching: boolean;
  error: unknown;
  retry: () => void;
  errorTitle: string;
  emptyText: ReactNode;
}

/**
 * A server-paged table and its states: a skeleton before the first page, 暂无此权限 for 10403, the error with 重试,
 * the empty text, and the page with its total and size changer.
 */
export function ResourceTable<Row extends object>({ answer, page, pageSize, pending, fetching, error, retry, errorTitle, emptyText, size = 'small', ...table }: ResourceTableProps<Row>) {
  const { messages: m } = useResourceKit();
  if (error && isForbidden(error)) return <Result status="403" title={m.forbidden} subTitle={m.forbiddenHint} />;
  if (pending && !error)
    return (
      <div aria-busy="true">
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </div>
    );
  return (
    <>
      {Boolean(error) && <Alert type="error" showIcon title={errorTitle} action={<Button onClick={retry}>{m.retry}</Button>} />}
      <Table<Row>
        size={size}
        loading={fetching && !pending}
        dataSource={answer?.list ?? []}
        locale={{ emptyText: <Empty description={emptyText} /> }}
        pagination={{ current: page, pageSize, total: answer?.total_count ?? 0, showSizeChanger: true, showTotal: m.total }}
        // Narrower than its columns the table scrolls sideways instead of wrapping every cell into single characters.
        scroll={{ x: 'max-content' }}
        {...table}
      />
    </>
  );
}
