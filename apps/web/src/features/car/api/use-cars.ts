import { useQuery } from '@tanstack/react-query';
import type { RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { car } from '@zhuyun/contracts';

export const carKeys = {
  all: ['cars'] as const,
  types: ['cars', 'types'] as const,
  track: (carId: string, day: string) => ['cars', 'track', carId, day] as const,
};

export type CarInput = RequestOf<typeof car.createCar>;

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
