import type { ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Table from 'antd/es/table';
import type { TablePaginationConfig, TableProps } from 'antd';
import { ResultCode } from '@zhuyun/contracts';
import { useResourceKit } from '../resource/resource-kit-context';

/** The page answer of the spec's list calls. */
export interface PageAnswer<Row> {
  list: Row[];
  cur_page: number;
  page_size: number;
  total_count: number;
}

export interface PagedTableProps<Row> extends Omit<TableProps<Row>, 'dataSource' | 'pagination' | 'loading' | 'title'> {
  answer: PageAnswer<Row> | undefined;
  loading: boolean;
  /**
   * Shown above the table with a retry button (and the server's words, when the page shows them) when the list could
   * not be loaded; a `cause` refused with 10403 shows the no-permission state instead of the table.
   */
  error?: { title: string; retry: () => void; cause?: unknown; description?: ReactNode } | false;
  emptyText: ReactNode;
  /** The page size asked for, shown until the first answer arrives. */
  pageSize?: number;
  /** The pager's wording and size changer where the spec fixes them (共 N 个系统, 10 per page); never its numbers. */
  pagination?: Pick<TablePaginationConfig, 'showTotal' | 'showSizeChanger'>;
}

const isForbidden = (cause: unknown): boolean => (cause as { code?: unknown } | null)?.code === ResultCode.FORBIDDEN;

/** A list page's table: the server's page with its total, size changer and sorting, and its empty and error states. */
export function PagedTable<Row extends object>({ answer, loading, error, emptyText, pageSize = 20, pagination, size = 'small', ...table }: PagedTableProps<Row>) {
  const { messages: m } = useResourceKit();
  if (error && isForbidden(error.cause)) return <Result status="403" title={m.forbidden} subTitle={m.forbiddenHint} />;
  return (
    <>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error.title}
          description={error.description}
          action={<Button onClick={error.retry}>{m.retry}</Button>}
        />
      )}
      <Table<Row>
        size={size}
        loading={loading}
        dataSource={answer?.list ?? []}
        locale={{ emptyText: <Empty description={emptyText} /> }}
        pagination={{
          current: answer?.cur_page ?? 1,
          pageSize: answer?.page_size ?? pageSize,
          total: answer?.total_count ?? 0,
          showSizeChanger: true,
          showTotal: m.total,
          ...pagination,
        }}
        // Narrower than its columns (a tablet, a collapsed window) the table scrolls sideways instead of wrapping
        // every cell into a column of single characters.
        scroll={{ x: 'max-content' }}
        {...table}
      />
    </>
  );
}
