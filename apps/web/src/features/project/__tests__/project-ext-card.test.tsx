import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { members, routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { ProjectExtCard } from '../components/project-ext-card';

const LOAD = { timeout: 30_000 };
const P1 = '01900000-0000-7000-8000-000000010001';
const ext = {
  data: {
    project_id: P1,
    list: [
      { field_id: 'f1', field_name: '施工许可证号', field_type: 'text', options: [], required: 1, value: '330110202602010101' },
      { field_id: 'f2', field_name: '结构形式', field_type: 'select', options: ['装配整体式剪力墙', '钢结构'], required: 0, value: null },
    ],
  },
};

describe('the extra fields on /projectDetail', () => {
  it('shows the project\'s extra fields and saves them, a required one refused when blank', async () => {
    const fake = new FakeApi().on(routes.getProjectExt, ext).on(routes.saveProjectExt, { data: { count: 1 } });
    const { user } = renderPage(<ProjectExtCard projectId={P1} />, fake);
    await screen.findByText('330110202602010101', {}, LOAD);
    await user.click(screen.getByRole('button', { name: '编辑扩展信息' }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.clear(within(dialog).getByLabelText('施工许可证号'));
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    // Found is the assertion: antd re-renders the message when the save validates again, so the first node found may
    // already have been replaced by the time a second check looks at it.
    await within(dialog).findByText(members.MembersMsg.fieldValueRequired('施工许可证号'), {}, LOAD);
    await user.type(within(dialog).getByLabelText('施工许可证号'), 'HZ-1');
    await user.click(within(dialog).getByRole('combobox', { name: '结构形式' }));
    await user.click(await screen.findByTitle('钢结构', {}, LOAD));
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(
      () =>
        expect(fake.callsTo(routes.saveProjectExt)[0]).toEqual({
          project_id: P1,
          values: [{ field_id: 'f1', value: 'HZ-1' }, { field_id: 'f2', value: '钢结构' }],
        }),
      LOAD,
    );
  });
});
