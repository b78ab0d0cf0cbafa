import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { PredictionEvent, PredictionRow } from '../../../../src/contract/predictionCalls';
import { call, publicCall } from '../../../msw/handlers';
import { renderAdmin, setupAdminTests } from '../adminTestSetup';

/** The reference server's picks, and what the app sent it. */
let picks: PredictionRow[] = [];
let sent: { q: string; json: unknown }[] = [];
let history: PredictionEvent[] = [];
let predictionsBackend = true;

const pick = (id: string, event: string, kickoff: string, more: Partial<PredictionRow> = {}) =>
  ({
    id,
    post_id: 1,
    post_slug: 'northbridge-preview',
    post_title: 'Northbridge FC vs Harlow Athletic Preview',
    category_slug: 'football',
    category_name: 'Football',
    sport: 'Football',
    competition: 'Premier Division',
    event,
    kickoff,
    market: 'Match result (1X2)',
    pick: 'Home',
    odds: 2.1,
    stake: 2,
    result: null,
    score: '',
    void_reason: '',
    settled_at: null,
    corrected: false,
    profit: null,
    ...more,
  }) satisfies PredictionRow;

const TO_SETTLE_CONFLICT = 'Prediction "Late Kickoff FC vs Nobody" has not kicked off yet.';

function handlers() {
  return [
    publicCall('capabilities', () =>
      predictionsBackend
        ? HttpResponse.json({ editorial: true, time_zone: 'Asia/Kolkata', predictions: true })
        : HttpResponse.json({ status: 'error', message: 'Unknown request' }, { status: 400 }),
    ),
    call('get', 'predictions-to-settle', () =>
      HttpResponse.json(
        picks.filter((p) => p.result === null).sort((a, b) => a.kickoff.localeCompare(b.kickoff)),
      ),
    ),
    call('get', 'predictions', () => {
      const items = picks.filter((p) => p.result !== null);
      return HttpResponse.json({ items, total: items.length, page: 1, per_page: 20 });
    }),
    call('get', 'prediction-history', () => HttpResponse.json(history)),
    call('post', 'prediction-settle', async ({ request }) => {
      const json = (await request.json()) as { id: string; result: PredictionRow['result'] };
      sent.push({ q: 'prediction-settle', json });
      if (json.id === 'late000000001') {
        return HttpResponse.json({ status: 'error', message: TO_SETTLE_CONFLICT }, { status: 409 });
      }
      picks = picks.map((p) =>
        p.id === json.id ? { ...p, result: json.result, corrected: p.result !== null } : p,
      );
      return HttpResponse.json({ status: 'success', message: 'Settled' });
    }),
    call('post', 'prediction-void', async ({ request }) => {
      const json = (await request.json()) as { id: string; reason: string };
      sent.push({ q: 'prediction-void', json });
      picks = picks.map((p) =>
        p.id === json.id ? { ...p, result: 'void', void_reason: json.reason } : p,
      );
      return HttpResponse.json({ status: 'success', message: 'Voided' });
    }),
  ];
}

setupAdminTests({
  pages: ['PredictionsPage', 'DashboardPage', 'AdminNotFoundPage'],
  prepare: () => {
    predictionsBackend = true;
    sent = [];
    history = [];
    picks = [
      pick('newer00000001', 'Northbridge FC vs Harlow Athletic', '2026-11-22T15:00:00Z'),
      pick('older00000001', 'Eastfield vs Westbury', '2026-11-20T15:00:00Z', { pick: 'Away' }),
      pick('done000000001', 'Kent vs Surrey', '2026-11-10T10:00:00Z', {
        result: 'won',
        score: '250–180',
        settled_at: '2026-11-10T18:00:00Z',
        profit: 2.2,
      }),
    ];
  },
  handlers,
});

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });
const toSettleTable = () => screen.findByRole('table', { name: 'To settle' });
const eventsIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td p')?.textContent);

/** Opens the to-settle list and, from the button named `button`, the dialog named `dialog`. */
async function openPickDialog(button: string, dialog: string) {
  const user = userEvent.setup();
  renderAdmin('/admin/predictions');
  await toSettleTable();
  await user.click(screen.getByRole('button', { name: button }));
  return { user, dialog: await screen.findByRole('dialog', { name: dialog }) };
}

describe('To settle', () => {
  it('lists the picks past kickoff oldest first, with a count in the sidebar', async () => {
    renderAdmin('/admin/predictions');
    expect(await screen.findByRole('heading', { level: 1, name: 'To settle' })).toBeVisible();
    const table = await toSettleTable();
    expect(eventsIn(table)).toEqual(['Eastfield vs Westbury', 'Northbridge FC vs Harlow Athletic']);
    expect(within(table).getAllByText('2.10')).toHaveLength(2);
    expect(within(table).getByText('Away')).toBeInTheDocument();
    expect(
      await within(sidebar()).findByRole('link', { name: 'To settle, 2 waiting' }),
    ).toHaveAttribute('href', '/admin/predictions');
    // The settled pick is in its own table, to correct.
    const settled = screen.getByRole('table', { name: 'Recently settled' });
    expect(eventsIn(settled)).toEqual(['Kent vs Surrey']);
    expect(within(settled).getByText('Won')).toBeInTheDocument();
  });

  it('settles a pick: sends {id, result, score}, the row leaves and the count drops', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/predictions');
    await toSettleTable();
    await within(sidebar()).findByRole('link', { name: 'To settle, 2 waiting' });
    await user.click(screen.getByRole('button', { name: 'Settle Eastfield vs Westbury, Away' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle the pick' });
    await user.click(within(dialog).getByRole('radio', { name: 'Half won' }));
    await user.type(within(dialog).getByLabelText('Final score (optional)'), ' 1–1 ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The pick is settled.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        q: 'prediction-settle',
        json: { id: 'older00000001', result: 'half-won', score: '1–1' },
      },
    ]);
    await waitFor(() =>
      expect(eventsIn(screen.getByRole('table', { name: 'To settle' }))).toEqual([
        'Northbridge FC vs Harlow Athletic',
      ]),
    );
    expect(
      await within(sidebar()).findByRole('link', { name: 'To settle, 1 waiting' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Settle the pick' })).not.toBeInTheDocument();
  });

  it('asks for a result before sending anything', async () => {
    const { user, dialog } = await openPickDialog(
      'Settle Eastfield vs Westbury, Away',
      'Settle the pick',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('radiogroup', { name: 'Result' })).toHaveAccessibleDescription(
      'Choose the result.',
    );
    expect(sent).toEqual([]);
  });

  it('shows "Nothing to settle." when every pick has its result', async () => {
    picks = picks.filter((p) => p.result !== null);
    renderAdmin('/admin/predictions');
    expect(await screen.findByText('Nothing to settle.')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'To settle' })).toBeInTheDocument();
  });

  it('voiding needs a reason: without one it says so and sends nothing', async () => {
    const { user, dialog } = await openPickDialog(
      'Void Eastfield vs Westbury, Away',
      'Void the pick',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Void the pick' }));
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAccessibleDescription(
      'Give the reason the pick is void.',
    );
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Match abandoned after 20 minutes.');
    await user.click(within(dialog).getByRole('button', { name: 'Void the pick' }));
    expect(await screen.findByText('The pick is void.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        q: 'prediction-void',
        json: { id: 'older00000001', reason: 'Match abandoned after 20 minutes.' },
      },
    ]);
  });

  it('correcting a settled pick asks first; Cancel sends nothing, Correct sends it', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/predictions');
    await screen.findByRole('table', { name: 'Recently settled' });
    await user.click(screen.getByRole('button', { name: 'Correct Kent vs Surrey, Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result' });
    // The current result and score are filled in.
    expect(within(dialog).getByRole('radio', { name: 'Won' })).toBeChecked();
    expect(within(dialog).getByLabelText('Final score (optional)')).toHaveValue('250–180');
    await user.click(within(dialog).getByRole('radio', { name: 'Lost' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const question = 'Correct the result? The change is logged and shown publicly.';
    let confirm = await screen.findByRole('dialog', { name: question });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: question })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([]);
    // Still open, the choice kept.
    expect(within(dialog).getByRole('radio', { name: 'Lost' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    confirm = await screen.findByRole('dialog', { name: question });
    await user.click(within(confirm).getByRole('button', { name: 'Correct' }));
    expect(await screen.findByText('The result is corrected.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        q: 'prediction-settle',
        json: { id: 'done000000001', result: 'lost', score: '250–180' },
      },
    ]);
    const settled = screen.getByRole('table', { name: 'Recently settled' });
    expect(await within(settled).findByText('Corrected')).toBeInTheDocument();
  });

  it("shows the server's refusal (409) in the dialog and keeps what was chosen", async () => {
    picks.push(pick('late000000001', 'Late Kickoff FC vs Nobody', '2026-11-23T15:00:00Z'));
    const user = userEvent.setup();
    renderAdmin('/admin/predictions');
    await toSettleTable();
    await user.click(
      await screen.findByRole('button', { name: 'Settle Late Kickoff FC vs Nobody, Home' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Settle the pick' });
    await user.click(within(dialog).getByRole('radio', { name: 'Lost' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TO_SETTLE_CONFLICT);
    expect(within(dialog).getByRole('radio', { name: 'Lost' })).toBeChecked();
    expect(within(sidebar()).getByRole('link', { name: 'To settle, 3 waiting' })).toBeVisible();
  });

  it("shows a pick's history with its times", async () => {
    history = [
      { event: 'created', at: '2026-11-01T09:00:00Z', detail: '' },
      { event: 'locked', at: '2026-11-10T10:00:00Z', detail: '' },
      { event: 'settled', at: '2026-11-10T18:00:00Z', detail: 'Won, 250–180' },
    ];
    const user = userEvent.setup();
    renderAdmin('/admin/predictions');
    await screen.findByRole('table', { name: 'Recently settled' });
    await user.click(screen.getByRole('button', { name: 'History of Kent vs Surrey, Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'History: Kent vs Surrey' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'Created',
      'Locked at kickoff',
      'Settled',
    ]);
    expect(items[2]).toHaveTextContent('Won, 250–180');
    // 18:00 UTC is 23:30 in the site's zone (Asia/Kolkata).
    expect(within(items[2]!).getByText(/10 Nov 2026, 23:30/)).toHaveAttribute(
      'datetime',
      '2026-11-10T18:00:00Z',
    );
  });
});

describe('To settle on a seed backend', () => {
  it('has no sidebar link and no page', async () => {
    predictionsBackend = false;
    renderAdmin('/admin/predictions');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Posts' })).toBeInTheDocument();
    expect(within(sidebar()).queryByRole('link', { name: /To settle/ })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
