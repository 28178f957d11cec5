import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { car } from '@zhuyun/contracts';

export const carKeys = {
  all: ['cars'] as const,
  list: (q: object) => ['cars', 'list', q] as const,
  types: ['cars', 'types'] as const,
  track: (carId: string, day: string) => ['cars', 'track', carId, day] as const,
};

/** The table speaks antd's ascend/descend, which the list accepts beside asc/desc. */
export type CarQuery = Omit<RequestOf<typeof car.listCars>, 'sort_order'> & { sort_order?: 'ascend' | 'descend' };
export type CarInput = RequestOf<typeof car.createCar>;

export function useCars(query: CarQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: carKeys.list(query),
    queryFn: ({ signal }) => client.call(car.listCars, query, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useCarTypes() {
  const client = useApiClient();
  return useQuery({ queryKey: carKeys.types, queryFn: ({ signal }) => client.call(car.getCarTypes, {}, { signal, silent: true }), staleTime: 300_000 });
}

/** A car's track over one day (China time). */
export function useCarTrack(carId: string | null, day: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: carKeys.track(carId ?? '', day),
    queryFn: ({ signal }) =>
      client.call(car.getCarTrack, { car_id: carId ?? '', start_time: `${day}T00:00:00+08:00`, end_time: `${day}T23:59:59.999+08:00` }, { signal, silent: true }),
    enabled: Boolean(carId),
  });
}

export function useSaveCar() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CarInput & { car_id?: string }) =>
      input.car_id ? client.call(car.updateCar, { ...input, car_id: input.car_id }).then(() => null) : client.call(car.createCar, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carKeys.all }),
  });
}

export function useDeleteCar() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (car_id: string) => client.call(car.deleteCar, { car_id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carKeys.all }),
  });
}
