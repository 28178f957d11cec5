import { useEffect, useRef } from 'react';
import { Button } from './button';

/** A small modal question with 取消 and 确定; focus goes to 确定 and Escape cancels. */
export function ConfirmDialog({ text, busy, onOk, onCancel }: { text: string; busy?: boolean; onOk(): void; onCancel(): void }) {
  const okRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    okRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className="sv-mask">
      <div className="sv-dialog" role="dialog" aria-modal="true" aria-label="提示">
        <p className="sv-dialog__text">{text}</p>
        <div className="sv-dialog__actions">
          <Button onClick={onCancel}>取消</Button>
          <Button ref={okRef} variant="primary" loading={busy} onClick={onOk}>
            确定
          </Button>
        </div>
      </div>
    </div>
  );
}
