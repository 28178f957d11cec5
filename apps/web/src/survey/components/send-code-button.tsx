import { useState } from 'react';
import { EvalMsgWith, Limits } from '@zhuyun/contracts';
import { useCountdown } from '../lib/countdown';
import { Button } from './button';

/**
 * 获取验证码, then disabled for 30 s on the evaluation page with the label 重新发送 n (spec-1 §4, §9). `send` answers
 * whether the code went out; only then does the wait start.
 */
export function SendCodeButton({ send }: { send: () => Promise<boolean> }) {
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const click = async () => {
    setSending(true);
    try {
      if (await send()) {
        setSentOnce(true);
        start(Limits.evaluationCodeResendSeconds);
      }
    } finally {
      setSending(false);
    }
  };
  const label = remaining > 0 ? EvalMsgWith.resendIn(remaining) : sentOnce ? '重新发送' : '获取验证码';
  return (
    <Button className="sv-code-btn" onClick={click} loading={sending} disabled={remaining > 0}>
      {label}
    </Button>
  );
}
