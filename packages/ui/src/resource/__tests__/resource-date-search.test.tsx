import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ResourcePage, type ResourceColumn, type ResourceQuery } from '..';
import { fill } from '../../testing/fill';

interface Row {
  id: string;
  day: string;
}

describe('ResourcePage date filter', () => {
  it('loads the day picker when a page has one and sends the day as YYYY-MM-DD', async () => {
    const calls: ResourceQuery[] = [];
    const columns: ResourceColumn<Row>[] = [{ key: 'day', title: '日期', search: { kind: 'date', name: 'start_date', placeholder: '开始日期' } }];
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourcePage<Row> noun="记录" api={{ list: async (q) => (calls.push(q), { list: [{ id: 'a', day: '2026-03-01' }], total_count: 1 }) }} queryKey={['days']} rowKey="id" columns={columns} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await screen.findByText('2026-03-01');
    const input = await waitFor(() => {
      const found = screen.getByPlaceholderText('开始日期');
      expect(found).not.toBeDisabled();
      return found;
    });
    await fill(user, input, '2026-03-05');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ page: 1, page_size: 20, start_date: '2026-03-05' }));
  });
});
