import { useQueryClient } from '@tanstack/react-query';
import { LiveEventType } from '@zhuyun/contracts';
import { useLiveEvents } from '../../../lib/live/use-live-events';
import { unitsKeys } from './units-keys';

/**
 * My units follows the decisions on the person's applications as they are made (issue 16 item 5): a join request
 * approved or rejected, a unit reviewed, a company application decided — the cards change without a reload.
 */
export function useUnitsLive(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: unitsKeys.all });
  useLiveEvents(LiveEventType.joinReviewed, refresh);
  useLiveEvents(LiveEventType.unitReviewed, refresh);
  useLiveEvents(LiveEventType.companyApplyReviewed, refresh);
}
