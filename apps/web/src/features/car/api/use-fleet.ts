import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LiveEventType, car } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { useLiveEvents } from '../../../lib/live/use-live-events';
import { carKeys } from './use-cars';

/** A car whose last fix is this recent counts as reporting (在线). */
export const ONLINE_MINUTES = 10;
export const isOnline = (recordedAt: string | undefined, now = Date.now()): boolean => Boolean(recordedAt) && now - Date.parse(recordedAt!) <= ONLINE_MINUTES * 60_000;

/**
 * Every car of the company with its last fix, for /trainMonitor: read again as soon as a GPS unit reports (the
 * `car.position` live event), and every 30 s besides, so a missed event costs at most that.
 */
export function useFleet() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const fleet = useQuery({
    queryKey: [...carKeys.all, 'fleet'],
    queryFn: ({ signal }) => client.call(car.listCars, { is_page: 0 }, { signal, silent: true }),
    refetchInterval: 30_000,
  });
  useLiveEvents(LiveEventType.carPosition, () => void queryClient.invalidateQueries({ queryKey: [...carKeys.all, 'fleet'] }));
  return fleet;
}

/** One car's day (track, stops, distance) for /trainDetail. */
export function useCarDay(carId: string | null, date: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...carKeys.all, 'day', carId, date],
    enabled: Boolean(carId),
    queryFn: ({ signal }) => client.call(car.getCarDay, { car_id: carId!, date }, { signal, silent: true }),
  });
}
