import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SendCodeButton } from './send-code-button';

describe('SendCodeButton', () => {
  it('waits the given seconds after a code went out, counting down, then resets', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const onSend = vi.fn(async () => true);
    render(<SendCodeButton onSend={onSend} waitSeconds={30} />);
    await userEvent.click(screen.getByRole('button', { name: /获取验证码/ }));

    const button = await screen.findByRole('button', { name: /重新发送 30/ });
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('重新发送 29');
    act(() => vi.advanceTimersByTime(29_000));
    expect(button).toHaveTextContent('获取验证码');
    expect(button).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('stays usable when the code was not sent', async () => {
    render(<SendCodeButton onSend={async () => false} waitSeconds={60} />);
    await userEvent.click(screen.getByRole('button', { name: /获取验证码/ }));
    expect(await screen.findByRole('button', { name: /获取验证码/ })).toBeEnabled();
  });
});
