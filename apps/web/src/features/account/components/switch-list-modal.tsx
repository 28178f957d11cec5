import { useEffect, useState } from 'react';
import Empty from 'antd/es/empty';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { ErrorFallback, PageSkeleton } from '@zhuyun/ui';

export interface SwitchOption {
  value: string;
  label: string;
  hint?: string | null;
  current: boolean;
}

interface Props {
  title: string;
  open: boolean;
  loading: boolean;
  error: Error | null;
  options: SwitchOption[];
  emptyText: string;
  onRetry: () => void;
  onCancel: () => void;
  /** Answers false when the switch was refused; the dialog then stays open. */
  onConfirm: (value: string) => Promise<boolean>;
}

/** One choice among units or jobs, the current one marked; confirming an unchanged choice does nothing. */
export function SwitchListModal({ title, open, loading, error, options, emptyText, onRetry, onCancel, onConfirm }: Props) {
  const current = options.find((o) => o.current)?.value;
  const [chosen, setChosen] = useState<string | undefined>(current);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (open) setChosen(current);
  }, [open, current]);

  const confirm = async () => {
    if (!chosen || chosen === current) return onCancel();
    setPending(true);
    const switched = await onConfirm(chosen);
    if (!switched) setPending(false);
  };

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onCancel}
      onOk={() => void confirm()}
      okText="切换"
      okButtonProps={{ disabled: !chosen || loading || Boolean(error), loading: pending }}
      destroyOnHidden
    >
      {loading ? (
        <PageSkeleton rows={3} />
      ) : error ? (
        <ErrorFallback title="加载失败" description={error.message} onRetry={onRetry} />
      ) : options.length === 0 ? (
        <Empty description={emptyText} />
      ) : (
        <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value as string)} style={{ width: '100%' }}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {options.map((o) => (
              <Radio key={o.value} value={o.value}>
                {o.label}
                {o.hint ? <span className="switch-list__hint"> {o.hint}</span> : null}
                {o.current ? <Tag color="blue" style={{ marginInlineStart: 8 }}>当前</Tag> : null}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
    </Modal>
  );
}
