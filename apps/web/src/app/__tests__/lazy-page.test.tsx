import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { preloadablePage } from '../lazy-page';

const pageModule = () => Promise.resolve({ FirstPage: () => <p>the page</p> });

/** What the user would see first: the fallback of a suspended render, or the page. */
function renderInSuspense(Page: ComponentType) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe('preloadablePage (issue 23: no suspended first render on /login)', () => {
  it('renders the page in its first commit once preloaded: no fallback, so no reveal held back', async () => {
    const Page = preloadablePage(pageModule, 'FirstPage');
    await Page.preload();
    renderInSuspense(Page);
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('is an ordinary lazy page without a preload', async () => {
    const Page = preloadablePage(pageModule, 'FirstPage');
    renderInSuspense(Page);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await screen.findByText('the page');
  });

  it('keeps what a mount chose when the preload lands while it is shown (no remount)', async () => {
    const Page = preloadablePage(pageModule, 'FirstPage');
    const { rerender } = renderInSuspense(Page);
    const shown = await screen.findByText('the page');
    await act(() => Page.preload());
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBe(shown);
  });
});
