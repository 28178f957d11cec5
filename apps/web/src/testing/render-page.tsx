import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { createAppServices } from '../app/services';
import { FakeApi } from './fake-api';
import { LocationProbe } from './location-probe';

/**
 * One page with the app's providers (client, query cache, theme, toasts) and a router at `path`, without the shell:
 * no session check, menu, tabs or lazy route table, so a page test pays for the page alone. Where the router went is
 * read with `screen.getByTestId('location')`.
 */
export function renderPage(page: ReactElement, api: FakeApi = new FakeApi(), { path = '/' }: { path?: string } = {}) {
  const services = createAppServices({ fetch: api.fetch, retryQueries: false, config: { systemNo: 'web', authCode: 'test-auth-code', mapTileUrl: null } });
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders services={services}>{page}</AppProviders>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, user, api, services };
}

export { FakeApi };
