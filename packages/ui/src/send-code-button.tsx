import { useState } from 'react';
import Button from 'antd/es/button';
import type { ButtonProps } from 'antd';
import { useCountdown } from './use-countdown';

export interface SendCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  /** Sends the code; resolves true when the server accepted, which starts the wait. */
  onSend: () => Promise<boolean>;
  /** How long the button stays disabled after a code went out (spec-1 §9: 60 s, 30 s on the evaluation page). */
  waitSeconds: number;
  label?: string;
}

/** The send-code button of spec-1 §4: disabled while the wait runs, labelled 重新发送 n, then back to its label. */
export function SendCodeButton({ onSend, waitSeconds, label = '获取验证码', disabled, ...rest }: SendCodeButtonProps) {
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const handleClick = async () => {
    setSending(true);
    try {
      if (await onSend()) start(waitSeconds);
    } finally {
      setSending(false);
    }
  };

  const waiting = remaining > 0;
  return (
    <Button {...rest} loading={sending} disabled={disabled || waiting} onClick={() => void handleClick()}>
      {waiting ? `重新发送 ${remaining}` : label}
    </Button>
  );
}
