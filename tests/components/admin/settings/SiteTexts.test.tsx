import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { NO_SITE_TEXTS, type SiteTexts } from '../../../../src/contract/siteTexts';
import { call, publicCall } from '../../../msw/handlers';
import { renderAdmin, setupAdminTests } from '../adminTestSetup';

/** The reference server's texts, and what the app sent it. */
let stored: SiteTexts = NO_SITE_TEXTS;
let sent: unknown[] = [];
let textsBackend = true;

setupAdminTests({
  pages: ['SiteTextsPage', 'AdminNotFoundPage'],
  prepare: () => {
    stored = { ...NO_SITE_TEXTS, strip_note: 'Adults only.' };
    sent = [];
    textsBackend = true;
  },
  handlers: () => [
    publicCall('capabilities', () =>
      textsBackend
        ? HttpResponse.json({ editorial: true, time_zone: 'UTC', site_texts: true })
        : HttpResponse.json({ status: 'error', message: 'Unknown request' }, { status: 400 }),
    ),
    publicCall('site-texts', () => HttpResponse.json(stored)),
    call('post', 'site-texts', async ({ request }) => {
      const json = (await request.json()) as SiteTexts;
      sent.push(json);
      stored = { ...stored, ...json };
      return HttpResponse.json({ status: 'success', message: 'Texts saved', texts: stored });
    }),
  ],
});

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });

describe('Responsible gambling texts', () => {
  it('shows the stored texts, each empty one with the default readers then see, and is in the sidebar', async () => {
    renderAdmin('/admin/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Responsible gambling' }),
    ).toBeVisible();
    expect(await screen.findByLabelText('Footer note')).toHaveValue('Adults only.');
    const help = screen.getByLabelText('Help link text');
    expect(help).toHaveValue('');
    expect(help).toHaveAttribute('placeholder', 'BeGambleAware');
    expect(screen.getByLabelText('Help link address')).toHaveAttribute(
      'placeholder',
      'https://www.begambleaware.org/',
    );
    expect(within(sidebar()).getByRole('link', { name: 'Responsible gambling' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  });

  it('saves the whole set, trimmed, and says so', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/settings');
    await user.type(await screen.findByLabelText('Help link text'), '  Get help ');
    await user.type(screen.getByLabelText('Help link address'), 'https://help.example/');
    await user.click(screen.getByRole('button', { name: 'Save texts' }));
    expect(await screen.findByText('Texts saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        ...NO_SITE_TEXTS,
        help_label: 'Get help',
        help_url: 'https://help.example/',
        strip_note: 'Adults only.',
      },
    ]);
  });

  it('refuses a link that is not http(s) and an overlong text at their fields, sending nothing', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/settings');
    const address = await screen.findByLabelText('Helpline link address');
    await user.type(address, 'javascript:alert(1)');
    const label = screen.getByLabelText('Help link text');
    await user.click(label);
    await user.paste('x'.repeat(61));
    await user.click(screen.getByRole('button', { name: 'Save texts' }));
    expect(label).toHaveAccessibleDescription(/Help link text must be at most 60 characters/);
    expect(address).toHaveAccessibleDescription(
      /Helpline link address must be an http:\/\/ or https:\/\/ address/,
    );
    expect(label).toHaveFocus();
    // What was typed stays, to be fixed.
    expect(address).toHaveValue('javascript:alert(1)');
    expect(sent).toEqual([]);
  });

  it('is not an admin page on a backend that does not keep the texts, nor in the sidebar', async () => {
    textsBackend = false;
    renderAdmin('/admin/settings');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeVisible();
    expect(within(sidebar()).queryByRole('link', { name: 'Responsible gambling' })).toBeNull();
  });
});
