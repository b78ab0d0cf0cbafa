import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { legacyHandlers } from '../../msw/legacy';
import { renderLayout } from './renderLayout';

const bar = () => screen.getByRole('navigation', { name: 'Categories' });
const current = () =>
  within(bar())
    .getAllByRole('link')
    .filter((l) => l.getAttribute('aria-current') === 'page')
    .map((l) => l.textContent);

describe('public layout: category bar', () => {
  it('lists All and every category, each linking to its page', async () => {
    await renderLayout('/');
    await within(bar()).findByRole('link', { name: 'Casino' });
    expect(
      within(bar())
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['All', '/'],
      ['Casino', '/casino'],
      ['Crypto', '/crypto'],
      ['Football', '/football'],
      ['Poker', '/poker'],
    ]);
  });

  it.each([
    ['All on the home page', '/', ['All']],
    ['the category of a post URL', '/casino/roulette-odds-explained', ['Casino']],
    ['nothing on pages that are not a category', '/trending', []],
  ])('highlights %s', async (_case, path, expected) => {
    await renderLayout(path);
    await within(bar()).findByRole('link', { name: 'Casino' });
    expect(current()).toEqual(expected);
  });

  it('highlights the category of the URL, on its listing and on its posts', async () => {
    await renderLayout('/crypto');
    await within(bar()).findByRole('link', { name: 'Crypto' });
    expect(current()).toEqual(['Crypto']);

    const user = userEvent.setup();
    await user.click(within(bar()).getByRole('link', { name: 'Football' }));
    expect(await screen.findByRole('heading', { name: 'Category page' })).toBeInTheDocument();
    expect(current()).toEqual(['Football']);
  });

  it('reads the seed backend’s {categories} answer', async () => {
    server.use(...legacyHandlers);
    await renderLayout('/poker');
    await within(bar()).findByRole('link', { name: 'Poker' });
    expect(current()).toEqual(['Poker']);
  });

  it('keeps All and logs the failure when the categories cannot be fetched', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(publicCall('categories', () => HttpResponse.json({}, { status: 500 })));
    await renderLayout('/');
    expect(await screen.findByText('No categories found.')).toBeInTheDocument();
    expect(
      within(bar())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['All']);
    expect(log).toHaveBeenCalledWith('Error fetching categories', expect.anything());
    log.mockRestore();
  });
});
