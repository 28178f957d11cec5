import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Msg, StorageKey, project } from '@zhuyun/contracts';
import { appStorage } from '../../../lib/storage';
import { useCurrentProjectStore } from '../../../lib/current-project-store';
import { ProjectPickerDialog } from '../project-picker/project-picker-dialog';
import { mergeSelection } from '../project-picker/selection';
import { projectListApi, projectRow, renderDialog } from './dialog-test-kit';

// The shared set-up clears storage after each test; this store mirrors it, so it starts each test from there.
beforeEach(() => useCurrentProjectStore.getState().reload());

const checkboxOf = (name: string) => within(screen.getByRole('cell', { name }).closest('tr') as HTMLElement).getByRole('checkbox');

function openDialog(total = 25, onClose = vi.fn()) {
  const kit = renderDialog(<ProjectPickerDialog open onClose={onClose} />, projectListApi(total));
  return { ...kit, onClose };
}

describe('selection order', () => {
  const [a, b, c] = [projectRow(1), projectRow(2), projectRow(3)];
  it('keeps earlier picks first, appends new ones, drops unticked ones, and keeps picks of other pages', () => {
    expect(mergeSelection([], ['p2'], [a, b]).map((p) => p.project_id)).toEqual(['p2']);
    expect(mergeSelection([b], ['p1', 'p2'], [a, b]).map((p) => p.project_id)).toEqual(['p2', 'p1']);
    // p3 was ticked on another page: it is not among this page's rows but stays chosen.
    expect(mergeSelection([c, b], ['p3', 'p2', 'p1'], [a, b]).map((p) => p.project_id)).toEqual(['p3', 'p2', 'p1']);
    expect(mergeSelection([c, b, a], ['p1', 'p3'], [a, b]).map((p) => p.project_id)).toEqual(['p3', 'p1']);
  });
});

describe('项目列表 dialog', () => {
  it('asks for 10 rows a page and keeps ticks across pages; the first ticked becomes the current project', async () => {
    const { user, api, onClose } = openDialog();
    await screen.findByRole('cell', { name: '项目1' });
    expect(api.callsTo(project.getProjectList)[0]).toMatchObject({ page: '1', per_page: '10' });
    expect(screen.getByText('共 25 个项目')).toBeInTheDocument();
    // spec-1 §9: dialog 60% wide, table 300 px high.
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '60%' });
    expect(document.querySelector('.ant-table-body')).toHaveStyle({ maxHeight: '300px' });
    // Ticked out of table order: 项目5 first, then 项目2.
    await user.click(checkboxOf('项目5'));
    await user.click(checkboxOf('项目2'));
    await user.click(screen.getByTitle('2'));
    await screen.findByRole('cell', { name: '项目12' });
    expect(api.callsTo(project.getProjectList).at(-1)).toMatchObject({ page: '2', per_page: '10' });
    await user.click(checkboxOf('项目12'));
    await user.click(screen.getByTitle('1'));
    await screen.findByRole('cell', { name: '项目5' });
    expect(checkboxOf('项目5')).toBeChecked();
    expect(checkboxOf('项目2')).toBeChecked();
    expect(checkboxOf('项目1')).not.toBeChecked();
    expect(within(screen.getByLabelText('已选项目')).getByText('项目5（当前项目）')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onClose).toHaveBeenCalled();
    expect(appStorage.get<{ project_id: string }>(StorageKey.currentProject)).toMatchObject({ project_id: 'p5', project_name: '项目5' });
    expect(appStorage.get(StorageKey.projectIdList)).toEqual(['p5', 'p2', 'p12']);
    expect(appStorage.get<unknown[]>(StorageKey.projectList)).toHaveLength(3);
    expect(useCurrentProjectStore.getState().current?.project_id).toBe('p5');
  });

  it(`warns ${Msg.selectProjectRequired} when confirmed with nothing ticked, and changes nothing`, async () => {
    const { user, onClose } = openDialog();
    await screen.findByRole('cell', { name: '项目1' });
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await screen.findByText(Msg.selectProjectRequired);
    expect(onClose).not.toHaveBeenCalled();
    expect(appStorage.get(StorageKey.currentProject)).toBeNull();
  });

  it('searches once typing has paused for 500 ms, not on every key, from the first page', async () => {
    const { user, api } = openDialog(25);
    await screen.findByRole('cell', { name: '项目1' });
    await user.click(screen.getByTitle('2'));
    await screen.findByRole('cell', { name: '项目12' });
    const before = api.callsTo(project.getProjectList).length;
    // The pause is counted on fake clocks: on real ones a busy machine can stretch a keystroke past 500 ms.
    const input = screen.getByLabelText('搜索项目');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const typed of ['项', '项目', '项目2']) {
        fireEvent.change(input, { target: { value: typed } });
        act(() => vi.advanceTimersByTime(300));
      }
      // Within the pause after the last key nothing is asked; at 500 ms the whole word is.
      act(() => vi.advanceTimersByTime(199));
      expect(api.callsTo(project.getProjectList)).toHaveLength(before);
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(api.callsTo(project.getProjectList).length).toBeGreaterThan(before));
    const searches = api.callsTo(project.getProjectList).slice(before);
    // One question for the whole word, never one per key, and on the first page.
    expect(searches).toEqual([{ project_name: '项目2', page: '1', per_page: '10' }]);
    await screen.findByText('项目20');
    expect(screen.getByText('共 7 个项目')).toBeInTheDocument();
  });

  it('opens with the projects chosen last time still ticked', async () => {
    useCurrentProjectStore.getState().choose([projectRow(3)]);
    openDialog();
    await screen.findByRole('cell', { name: '项目3' });
    expect(checkboxOf('项目3')).toBeChecked();
  });

  it('shows an error with a retry when the list cannot be loaded, and an empty state when there are none', async () => {
    const api = projectListApi(0).on(project.getProjectList, { code: 50000, msg: '抱歉,内部发生错误' });
    const { user } = renderDialog(<ProjectPickerDialog open onClose={() => {}} />, api);
    await screen.findByText('项目列表加载失败');
    api.on(project.getProjectList, { data: { list: [], total_count: 0, cur_page: 1, page_size: 10 } });
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('暂无项目');
  });
});
