import { useSwitchSession } from '../../../lib/switch-session';
import { useMyJobs } from '../api/get-my-jobs';
import { SwitchListModal } from './switch-list-modal';

/** 切换岗位 (spec-1 §4): a new token in the chosen job of the current unit, then /homepage afresh. */
export function SwitchJobModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const jobs = useMyJobs(open);
  const switchSession = useSwitchSession();
  const options = (jobs.data?.list ?? []).map((j) => ({ value: j.job_id, label: j.job_name, current: j.job_name === jobs.data?.current }));
  return (
    <SwitchListModal
      title="切换岗位"
      open={open}
      loading={jobs.isPending}
      error={jobs.error}
      options={options}
      emptyText="当前单位下暂无岗位"
      onRetry={() => void jobs.refetch()}
      onCancel={onClose}
      onConfirm={(job_id) => switchSession({ job_id })}
    />
  );
}
