import type { ReactNode } from 'react';
import { valueOf, type ResourceColumn } from './resource-columns';

/** antd's columns of the descriptors shown in the table; a sortable column's key is the field it sorts by. */
export function toTableColumns<Row>(columns: ResourceColumn<Row>[], sortOf: (field: string) => 'ascend' | 'descend' | null, none: string) {
  return columns
    .filter((c) => !c.hideInTable)
    .map((c) => {
      const sortField = typeof c.sortable === 'string' ? c.sortable : c.key;
      return {
        key: c.sortable ? sortField : c.key,
        dataIndex: c.key,
        title: c.title,
        width: c.width,
        sorter: Boolean(c.sortable),
        sortOrder: c.sortable ? sortOf(sortField) : undefined,
        render: (value: unknown, row: Row): ReactNode => (c.render ? c.render(value ?? valueOf(row, c.key), row) : value === null || value === undefined || value === '' ? none : (value as ReactNode)),
      };
    });
}
