import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../../testing/render-app';
import { projectListApi } from './dialog-test-kit';

const LOAD = { timeout: 30_000 };

describe('the top bar opens the shell dialogs', () => {
  it('shows the chosen project after the project dialog, and opens the platform switcher and the feedback drawer', async () => {
    signInAs();
    const { user } = renderApp('/homepage', projectListApi(3));
    await user.click(await screen.findByRole('button', { name: '项目列表' }, LOAD));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    expect(within(dialog).getByText('项目列表')).toBeInTheDocument();
    const row = (await within(dialog).findByRole('cell', { name: '项目2' }, LOAD)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: '项目列表' })).toHaveTextContent('项目2'), LOAD);

    await user.click(screen.getByRole('button', { name: '切换平台' }));
    await screen.findByText('实测实量平台', {}, LOAD);
    await user.click(screen.getByRole('button', { name: '工单反馈' }));
    await screen.findByText('尚未配置工单反馈页面（FEEDBACK_URL），请联系管理员', {}, LOAD);
  });
});
