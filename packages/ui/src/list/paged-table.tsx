import type { ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import type { TableProps } from 'antd';
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
  /** Shown above the table with a retry button when the list could not be loaded. */
  error?: { title: string; retry: () => void } | false;
  emptyText: ReactNode;
  /** The page size asked for, shown until the first answer arrives. */
  pageSize?: number;
}

/** A list page's table: the server's page with its total, size changer and sorting, and its empty and error states. */
export function PagedTable<Row extends object>({ answer, loading, error, emptyText, pageSize = 20, size = 'small', ...table }: PagedTableProps<Row>) {
  const { messages: m } = useResourceKit();
  return (
    <>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error.title}
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
        }}
        // Narrower than its columns (a tablet, a collapsed window) the table scrolls sideways instead of wrapping
        // every cell into a column of single characters.
        scroll={{ x: 'max-content' }}
        {...table}
      />
    </>
  );
}
