/** A page whose code cannot be fetched says so in its place, and loads on "Try again". */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../../src/app/router';
import { PAGE_LOAD_FAILED, PageLoadBoundary } from '../../../src/app/routes/PageLoadBoundary';

describe('a page whose code does not arrive', () => {
  it('shows the failure in its place and loads the page on "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: () => <h1>Loaded page</h1> });
    const { Page } = lazyPage(load);
    render(
      <PageLoadBoundary page="/x">
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </PageLoadBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(PAGE_LOAD_FAILED);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('renders a page already loaded at once, with no fallback', async () => {
    const { Page, preload } = lazyPage(() => Promise.resolve({ default: () => <h1>Ready</h1> }));
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
  });
});
