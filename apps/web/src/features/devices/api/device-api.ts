import { useQuery } from '@tanstack/react-query';
import { resourceApi, useApiClient } from '@zhuyun/ui';
import { deviceAssets, project, routes } from '@zhuyun/contracts';

export const deviceKeys = {
  readers: ['devices', 'readers'] as const,
  rfid: ['devices', 'rfid'] as const,
  uses: ['devices', 'uses'] as const,
  binds: ['devices', 'binds'] as const,
  tables: ['devices', 'tables'] as const,
  rows: (tableId: string) => ['devices', 'rows', tableId] as const,
};

type Input = Record<string, unknown>;
export const readerApi = resourceApi<typeof deviceAssets.listReaders, Input>(
  { list: deviceAssets.listReaders, create: deviceAssets.createReader, update: deviceAssets.updateReader },
  { id: 'reader_id' },
);
export const rfidApi = resourceApi<typeof deviceAssets.listRfidTags, Input>({
  list: deviceAssets.listRfidTags,
  create: deviceAssets.createRfidTag,
  update: deviceAssets.updateRfidTag,
  remove: deviceAssets.deleteRfidTag,
});
export const useRecordApi = resourceApi<typeof deviceAssets.listUseRecords, Input>({
  list: deviceAssets.listUseRecords,
  create: deviceAssets.createUseRecord,
  update: deviceAssets.updateUseRecord,
  remove: deviceAssets.deleteUseRecord,
});
export const bindRecordApi = resourceApi<typeof deviceAssets.listBindRecords>({ list: deviceAssets.listBindRecords });
export const tableApi = resourceApi<typeof deviceAssets.listCustomTables, Input>({
  list: deviceAssets.listCustomTables,
  create: deviceAssets.createCustomTable,
  update: deviceAssets.updateCustomTable,
  remove: deviceAssets.deleteCustomTable,
});
export const rowApi = resourceApi<typeof deviceAssets.listCustomRows, Input>({
  list: deviceAssets.listCustomRows,
  create: deviceAssets.createCustomRow,
  update: deviceAssets.updateCustomRow,
  remove: deviceAssets.deleteCustomRow,
});

/** What a reader may be bound to: the unit's yards and cars, as select options (value is the id). */
export function useBindTargets() {
  const client = useApiClient();
  const yards = useQuery({
    queryKey: ['devices', 'yards'],
    queryFn: ({ signal }) => client.call(project.listStackPoints, { is_page: 0 }, { signal, silent: true }),
    staleTime: 300_000,
  });
  const cars = useQuery({
    queryKey: ['devices', 'cars'],
    queryFn: ({ signal }) => client.call(routes.listCars, { is_page: 0 }, { signal, silent: true }),
    staleTime: 300_000,
  });
  return {
    yards: (yards.data?.list ?? []).map((y) => ({ value: y.stack_point_id, label: y.stack_point_name })),
    cars: (cars.data?.list ?? []).map((c) => ({ value: c.car_id, label: c.car_num })),
  };
}

/** One custom table (its columns), for the detail page. */
export function useCustomTable(tableId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['devices', 'table', tableId],
    queryFn: ({ signal }) => client.call(deviceAssets.getCustomTable, { table_id: tableId as string }, { signal, silent: true }),
    enabled: Boolean(tableId),
  });
}
