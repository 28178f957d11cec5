import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MicroAppProps } from '@zhuyun/ui';
import { useTabsStore } from '../../../lib/tabs-store';
import { MicroHost } from '../micro-host';
import { primeMicroManifest } from '../use-micro-manifest';
import { resetMicroLoader } from '../micro-loader';

function fakeSubApp() {
  return {
    bootstrap: vi.fn(),
    mount: vi.fn((props: MicroAppProps) => {
      props.container.textContent = `mounted at ${props.pathname}`;
    }),
    update: vi.fn(),
    unmount: vi.fn(({ container }: { container: HTMLElement }) => {
      container.textContent = '';
    }),
  };
}

let go: (to: string) => void = () => {};
function Navigator() {
  const navigate = useNavigate();
  go = (to) => void navigate(to);
  return null;
}

function renderHost(at: string) {
  primeMicroManifest({ labor: { entry: '/micro/labor/labor.js', basePath: '/labor' } });
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Navigator />
      <MicroHost />
    </MemoryRouter>,
  );
}

const lastCall = <T,>(fn: { mock: { calls: T[][] } }) => fn.mock.calls.at(-1)?.[0] as T;

// The host keeps a sub-app of an open tab mounted and hidden, and unmounts it when its tab closes.
describe('MicroHost', () => {
  let app: ReturnType<typeof fakeSubApp>;
  beforeEach(() => {
    app = fakeSubApp();
    resetMicroLoader(async () => app);
    useTabsStore.setState({ tabs: [], activePath: null });
  });
  afterEach(() => {
    resetMicroLoader();
    primeMicroManifest(null);
  });

  it('mounts the sub-app of the current path with the lifecycle props', async () => {
    renderHost('/labor/teams?page=2');
    await waitFor(() => expect(app.mount).toHaveBeenCalledTimes(1));
    const props = lastCall(app.mount);
    expect(props).toMatchObject({ name: 'labor', basePath: '/labor', pathname: '/labor/teams?page=2', active: true, permissions: [] });
    expect(props.container.closest('[data-micro-app="labor"]')).not.toBeNull();
    expect(props.api).toMatchObject({ baseUrl: '', systemNo: expect.any(String) });
    expect(screen.getByText('mounted at /labor/teams?page=2')).toBeVisible();
    expect(app.bootstrap).toHaveBeenCalledTimes(1);
    // Nothing changed since mount: no update.
    expect(app.update).not.toHaveBeenCalled();
  });

  it('keeps it mounted and hidden while its tab is open, and unmounts it when the tab closes', async () => {
    useTabsStore.setState({ tabs: [{ path: '/labor', title: '劳务' }, { path: '/homepage', title: '首页' }] });
    const { container } = renderHost('/labor');
    await waitFor(() => expect(app.mount).toHaveBeenCalledTimes(1));
    const slot = container.querySelector('[data-micro-app="labor"]') as HTMLElement;

    act(() => go('/homepage'));
    await waitFor(() => expect(lastCall(app.update)).toMatchObject({ active: false, pathname: '/labor' }));
    expect(slot).not.toBeVisible();
    expect(app.unmount).not.toHaveBeenCalled();

    act(() => go('/labor/teams'));
    await waitFor(() => expect(lastCall(app.update)).toMatchObject({ active: true, pathname: '/labor/teams' }));
    expect(slot).toBeVisible();
    expect(app.mount).toHaveBeenCalledTimes(1);

    act(() => go('/homepage'));
    act(() => useTabsStore.setState({ tabs: [{ path: '/homepage', title: '首页' }] }));
    await waitFor(() => expect(app.unmount).toHaveBeenCalledTimes(1));
    expect(lastCall(app.unmount).container).toBe(lastCall(app.mount).container);
    expect(container.querySelector('[data-micro-app]')).toBeNull();
  });

  it('shows the failure with a retry that imports again', async () => {
    let fail = true;
    resetMicroLoader(async () => {
      if (fail) throw new Error('offline');
      return app;
    });
    renderHost('/labor');
    expect(await screen.findByText('子应用加载失败')).toBeVisible();
    fail = false;
    act(() => screen.getByRole('button', { name: /重新加载/ }).click());
    await waitFor(() => expect(app.mount).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('子应用加载失败')).toBeNull();
  });
});
