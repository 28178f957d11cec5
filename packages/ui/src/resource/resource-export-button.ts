import { useState } from 'react';
import type { ResourceApi } from './resource-api';
import type { ResourceColumn } from './resource-columns';
import { EXPORT_MAX, exportName, fetchAll, saveFile, toCsv } from './resource-export';
import { useResourceKit } from './resource-kit-context';
import type { ResourceQuery } from './resource-query';

/** 导出 of the current filter and sort: the server's file when the resource has an export call, else CSV. */
export function useResourceExport<Row, Values>(api: ResourceApi<Row, Values>, columns: ResourceColumn<Row>[], query: ResourceQuery, noun: string) {
  const { messages: m, notify } = useResourceKit();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      if (api.exportFile) {
        const { blob, filename } = await api.exportFile(query);
        saveFile(blob, filename ?? exportName(noun, 'xlsx'));
        return;
      }
      const rows = await fetchAll(api as ResourceApi<Row, never>, query);
      if (rows === 'too-many') notify.error(m.exportTooMany(EXPORT_MAX));
      else saveFile(new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), exportName(noun, 'csv'));
    } catch (error) {
      notify.error((error as Error).message || m.loadFailed);
    } finally {
      setPending(false);
    }
  };
  return { pending, run: () => void run() };
}
