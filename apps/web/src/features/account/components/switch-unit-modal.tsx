import { useSwitchSession } from '../../../lib/switch-session';
import { useEnterableUnits } from '../api/get-enterable-units';
import { SwitchListModal } from './switch-list-modal';

/** 切换单位 (spec-1 §4): a new token in the chosen unit, then /homepage afresh. */
export function SwitchUnitModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const units = useEnterableUnits(open);
  const switchSession = useSwitchSession();
  const options = (units.data ?? []).map((u) => ({
    value: u.company_id,
    label: u.company_name,
    hint: [u.province, u.city, u.area].filter(Boolean).join(' '),
    current: u.is_cur === 1,
  }));
  return (
    <SwitchListModal
      title="切换单位"
      open={open}
      loading={units.isPending}
      error={units.error}
      options={options}
      emptyText="暂无可进入的单位"
      onRetry={() => void units.refetch()}
      onCancel={onClose}
      onConfirm={(company_id) => {
        const unit = units.data?.find((u) => u.company_id === company_id);
        return switchSession({ company_id, org_id: unit?.org_id });
      }}
    />
  );
}
