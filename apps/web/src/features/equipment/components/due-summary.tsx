import Alert from 'antd/es/alert';
import { useQueries } from '@tanstack/react-query';
import { equipment } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

const STATES = ['overdue', 'due_soon'] as const;

/** How many machines are overdue and due soon, above the register, so neither hides on a later page. */
export function DueSummary() {
  const client = useApiClient();
  const [overdue, soon] = useQueries({
    queries: STATES.map((due_state) => ({
      queryKey: ['lift-equip', 'due', due_state],
      queryFn: ({ signal }: { signal: AbortSignal }) => client.call(equipment.listLiftEquip, { due_state, page: 1, page_size: 1 }, { signal, silent: true }),
    })),
  }).map((q) => q.data?.total_count ?? 0);
  if (!overdue && !soon) return null;
  const parts = [overdue ? `${overdue} 台设备的证书或检验已逾期` : null, soon ? `${soon} 台将在 ${equipment.LIFT_DUE_SOON_DAYS} 天内到期` : null];
  return <Alert type={overdue ? 'error' : 'warning'} showIcon title={parts.filter(Boolean).join('，')} />;
}
