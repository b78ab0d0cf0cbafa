import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../utils/render';
import { NotFoundPanel } from '../../../src/components/NotFoundPanel';

// Lazy pages compile on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

describe('Not-found route', () => {
  it('shows the not-found panel for a path no route knows', async () => {
    renderRoute('/some/unknown/path');
    const dialog = await screen.findByRole('dialog', { name: 'Page Not Found' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The page you are looking for does not exist.');
    await waitFor(() => expect(within(dialog).getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('goes back in history when closed', async () => {
    const { router } = renderRoute('/trending');
    await screen.findByRole('heading', { level: 1, name: 'Trending Posts' });
    await router.navigate('/a/b/c');
    const dialog = await screen.findByRole('dialog', { name: 'Page Not Found' });
    await userEvent.click(within(dialog).getByRole('button', { name: /go back/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trending'));
  });

  it('goes to the home page when there is no history to go back to', async () => {
    const { router } = renderRoute('/a/b/c');
    await screen.findByRole('dialog', { name: 'Page Not Found' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('NotFoundPanel', () => {
  const renderPanel = (ui: React.ReactNode) => {
    const { router } = renderRoute('/x', {
      routes: [
        { path: '/', element: <p>Home</p> },
        { path: '/x', element: ui },
      ],
    });
    return router;
  };

  it('defaults to "Page Not Found" and a Go Back button that goes to /', async () => {
    const router = renderPanel(<NotFoundPanel />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /go back/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('covers the page with an opaque panel in both themes (nothing shows through)', () => {
    renderPanel(<NotFoundPanel />);
    const dialog = screen.getByRole('dialog', { name: 'Page Not Found' });
    const backgrounds = Array.from(dialog.classList).filter((c) => /(^|:)bg-/.test(c));
    expect(backgrounds).toEqual(['bg-slate-50', 'dark:bg-ink-900']);
    // No see-through colour (bg-…/95) and no blur standing in for one.
    expect(dialog.className).not.toMatch(/bg-[\w-]+\/\d+|backdrop-blur/);
  });

  it('uses the heading, subtext and go-back action it is given', async () => {
    let calls = 0;
    renderPanel(<NotFoundPanel heading="Gone" subtext="Nothing here." onGoBack={() => calls++} />);
    expect(screen.getByRole('dialog', { name: 'Gone' })).toHaveAccessibleDescription(
      'Nothing here.',
    );
    await userEvent.click(screen.getByRole('button', { name: /go back/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(calls).toBe(3);
  });

  it('keeps keyboard focus inside the panel and locks page scrolling', async () => {
    renderPanel(<NotFoundPanel onGoBack={() => {}} />);
    expect(document.body.style.overflow).toBe('hidden');
    const close = screen.getByRole('button', { name: 'Close' });
    const back = screen.getByRole('button', { name: /go back/i });
    await userEvent.tab();
    expect(back).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(back).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(back).toHaveFocus();
  });
});
