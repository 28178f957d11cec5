import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@zhuyun/client';
import { car, evaluation } from '@zhuyun/contracts';
import { resourceApi, toCsv } from '..';

const fakeClient = () => {
  const call = vi.fn(async (..._args: unknown[]) => ({ list: [], total_count: 0 }));
  return { client: { call } as unknown as ApiClient, call };
};

describe('resourceApi', () => {
  it('sends the kit\'s query in the words the contract takes, and the row\'s restful id to update and delete', async () => {
    const { client, call } = fakeClient();
    const api = resourceApi({ list: car.listCars, update: car.updateCar, remove: car.deleteCar }, { sortWords: 'ascend' })(client);
    await api.list({ page: 2, page_size: 50, sort_field: 'car_num', sort_order: 'desc', search: '浙' });
    expect(call).toHaveBeenLastCalledWith(car.listCars, { page: 2, page_size: 50, sort_field: 'car_num', sort_order: 'descend', search: '浙' }, { signal: undefined, silent: true });
    const row = { car_id: 'c1', car_num: '浙A12345' } as Parameters<NonNullable<typeof api.remove>>[0];
    await api.update?.(row, { car_num: '浙B12345' });
    expect(call).toHaveBeenLastCalledWith(car.updateCar, { car_num: '浙B12345', car_id: 'c1' });
    await api.remove?.(row);
    expect(call).toHaveBeenLastCalledWith(car.deleteCar, { car_id: 'c1' });
    expect(api.create).toBeUndefined();
  });

  it('keeps asc/desc for contracts that take them', async () => {
    const { client, call } = fakeClient();
    const api = resourceApi({ list: evaluation.listPersons })(client);
    await api.list({ page: 1, page_size: 20, sort_field: 'name', sort_order: 'asc' });
    expect(call.mock.calls[0]?.[1]).toMatchObject({ sort_order: 'asc' });
  });
});

describe('toCsv', () => {
  it('writes a UTF-8 BOM, quotes what needs quoting and defuses formulas', () => {
    const csv = toCsv<{ a: string; b: number | null }>(
      [
        { key: 'a', title: '名称' },
        { key: 'b', title: '数量', render: (v) => (v == null ? '—' : `${String(v)} 件`) },
      ],
      [
        { a: '甲,"乙"', b: 3 },
        { a: '=1+1', b: null },
      ],
    );
    expect(csv).toBe('\uFEFF名称,数量\r\n"甲,""乙""",3 件\r\n\'=1+1,—\r\n');
  });
});
