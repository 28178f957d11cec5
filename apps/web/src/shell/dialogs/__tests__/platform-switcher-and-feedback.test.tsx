import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Msg, MsgWith } from '@zhuyun/contracts';
import { signInAs } from '../../../testing/render-app';
import { FeedbackDrawer } from '../feedback/feedback-drawer';
import { PlatformSwitcherDialog } from '../platform-switcher/platform-switcher-dialog';
import { renderDialog } from './dialog-test-kit';

afterEach(() => vi.restoreAllMocks());

const toastText = (text: string) => screen.findByText(text, { selector: '.ant-message *' });

describe('切换平台 (spec-2 §2.6)', () => {
  it('lists four platforms; the default is ticked and disabled, and confirming it warns it is already the default', async () => {
    const onClose = vi.fn();
    const { user } = renderDialog(<PlatformSwitcherDialog open onClose={onClose} urls={{}} />);
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(4);
    const fallback = within(screen.getByRole('dialog'));
    // The tenant's platform name comes from branding (the fake server's 筑云智慧建造平台).
    const own = (await fallback.findByText('筑云智慧建造平台')).closest('label') as HTMLElement;
    expect(within(own).getByRole('radio')).toBeDisabled();
    expect(within(own).getByRole('radio')).toBeChecked();
    for (const name of ['工业化建筑管理平台', '实测实量平台', '分户验收平台']) {
      expect(within(fallback.getByText(name).closest('label') as HTMLElement).getByRole('radio')).toBeEnabled();
    }
    await user.click(screen.getByRole('button', { name: /进入平台/ }));
    expect(await toastText(MsgWith.alreadyDefaultPlatform('筑云智慧建造平台'))).toBeInTheDocument();
    expect(MsgWith.alreadyDefaultPlatform('筑云智慧建造平台')).toBe('当前筑云智慧建造平台已是默认的平台');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('opens another platform at its configured address, or says it has none', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onClose = vi.fn();
    const { user } = renderDialog(<PlatformSwitcherDialog open onClose={onClose} urls={{ measure: 'https://measure.example.com/' }} />);
    await user.click(await screen.findByText('分户验收平台'));
    await user.click(screen.getByRole('button', { name: /进入平台/ }));
    expect(await toastText(Msg.platformAddressMissing)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    await user.click(screen.getByText('实测实量平台'));
    await user.click(screen.getByRole('button', { name: /进入平台/ }));
    expect(open).toHaveBeenCalledWith('https://measure.example.com/', '_blank', 'noopener,noreferrer');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('工单反馈 drawer', () => {
  it('embeds the configured page with the page the user was on and who they are', async () => {
    signInAs();
    renderDialog(<FeedbackDrawer open onClose={() => {}} url="https://support.example.com/ticket?src=zy" page="/ProjectList?tab=2" />);
    const frame = (await screen.findByTitle('工单反馈页面')) as HTMLIFrameElement;
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe('https://support.example.com/ticket');
    expect(Object.fromEntries(src.searchParams)).toEqual({ src: 'zy', page: '/ProjectList?tab=2', user_id: 'u-demo' });
    expect(frame.getAttribute('sandbox')).toBe('allow-forms allow-scripts allow-same-origin allow-popups');
    expect(within(screen.getByRole('dialog')).getByText('工单反馈')).toBeInTheDocument();
  });

  it('says so when the deployment has no feedback page', async () => {
    renderDialog(<FeedbackDrawer open onClose={() => {}} url={null} page="/homepage" />);
    await screen.findByText(Msg.feedbackNotConfigured);
    expect(screen.queryByTitle('工单反馈页面')).toBeNull();
  });
});
