import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderLayout } from './renderLayout';

describe('public layout: header', () => {
  it('has the landmarks, a skip link to the main content and the brand logo linking home', async () => {
    await renderLayout('/about');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'BetPulse' })).toHaveAttribute('href', '/');
    await screen.findByRole('link', { name: 'Casino' });
  });

  it('links Home, About, Trending and Policy and marks the current page', async () => {
    await renderLayout('/trending');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Trending', '/trending'],
      ['Policy', '/policy'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Trending' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).queryByRole('link', { name: 'Promotion' })).not.toBeInTheDocument();
    await screen.findByRole('link', { name: 'Casino' });
  });

  it('opens a mobile menu that adds every other page, and closes it when a link is followed', async () => {
    const user = userEvent.setup();
    await renderLayout('/');
    const button = screen.getByRole('button', { name: 'Main menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Trending', '/trending'],
      ['Policy', '/policy'],
      ['Promotion', '/promotion'],
      ['Categories', '/categories'],
      ['Suggestions', '/suggestions'],
      ['Blogs', '/blogs'],
    ]);

    await user.click(within(menu).getByRole('link', { name: 'Promotion' }));
    expect(await screen.findByRole('heading', { name: 'Promotion page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on Escape', async () => {
    const user = userEvent.setup();
    await renderLayout('/');
    await user.click(screen.getByRole('button', { name: 'Main menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    await screen.findByRole('link', { name: 'Casino' });
  });
});
