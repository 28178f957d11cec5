import { useState } from 'react';
import { DatePicker, Form, Modal, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { component } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { componentKeys } from '../api/component-keys';

/** Moves the selected components to a later step, stamping the chosen date (today when none). */
export function ProgressDialog({ ids, open, onClose }: { ids: string[]; open: boolean; onClose: () => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number>();
  const [date, setDate] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (progress === undefined) return;
    setBusy(true);
    try {
      await client.call(component.updateComponentProgress, { component_ids: ids, progress, date });
      toast.success('进度已更新');
      await queryClient.invalidateQueries({ queryKey: componentKeys.all });
      onClose();
    } catch {
      // The client's error policy has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={`更新进度（${ids.length} 个构件）`} onCancel={onClose} onOk={() => void submit()} okButtonProps={{ disabled: progress === undefined }} confirmLoading={busy}>
      <Form layout="vertical">
        <Form.Item label="进度" required>
          <Select
            aria-label="进度"
            value={progress}
            onChange={setProgress}
            options={component.PROGRESS_STEPS.filter((s) => s.progress > 0).map((s) => ({ value: s.progress, label: s.name }))}
          />
        </Form.Item>
        <Form.Item label="日期">
          <DatePicker style={{ width: '100%' }} onChange={(_, text) => setDate(typeof text === 'string' && text ? text : null)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
