/**
 * The prediction block in the post form: the Predictions panel beside the content, its form in a
 * dialog, the block put into (or replaced in, or removed from) the content; bad values refused at
 * their fields with nothing changed; locked picks read-only when the backend keeps the record;
 * the same on a seed backend, where nothing locks.
 */
import '../plainEditor';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../../msw/server';
import { call, publicCall, seedCapabilities } from '../../../msw/handlers';
import { adminDb, requestsTo } from '../../../msw/adminHandlers';
import { NORTHBRIDGE_PICK } from '../../../fixtures/predictions';
import {
  predictionMarkup,
  predictionSchema,
  type Prediction,
} from '../../../../src/contract/predictions';
import { readBlocks } from '../../../../src/features/admin/posts/predictions/blocks';
import { openPostForm } from '../adminTestSetup';
import { setupFormTests } from '../editorial/formTestSetup';

// TinyMCE cannot run in jsdom: the forms get the plain text area.
setupFormTests();

const recordingBackend = () =>
  publicCall('capabilities', () =>
    HttpResponse.json({ editorial: true, time_zone: 'Asia/Kolkata', predictions: true }),
  );

const upcoming: Prediction = predictionSchema.parse({
  ...NORTHBRIDGE_PICK,
  kickoff: '2099-11-28T15:00:00Z',
});
const started: Prediction = predictionSchema.parse({
  ...NORTHBRIDGE_PICK,
  id: 'lockedpick0001',
  kickoff: '2020-03-01T15:00:00Z',
  pick: 'Harlow Athletic',
});

/** Post 1 with `blocks` in its content. */
function postWith(...blocks: Prediction[]) {
  const post = adminDb.posts.find((p) => p.id === 1)!;
  post.content = `<p>Our preview.</p>${blocks.map(predictionMarkup).join('')}`;
}

const content = () => screen.getByLabelText('Content') as HTMLTextAreaElement;
const panel = () => screen.getByRole('group', { name: 'Predictions' });
const dialog = () => screen.getByRole('dialog');
/** A field of the dialog by its label (a required one's label ends in an asterisk). */
const inDialog = (label: string) =>
  within(dialog()).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

/** Fills every required field of a new pick with good values; `over` then types over some. */
async function fillPick(user: UserEvent, over: Record<string, string> = {}) {
  const typed: Record<string, string> = {
    'Home side': 'Northbridge FC',
    'Away side': 'Harlow Athletic',
    Pick: 'Northbridge FC',
    Odds: '11/10',
    'Stake (units)': '2',
    Reason: 'Unbeaten at home since March.',
    ...over,
  };
  fireEvent.change(inDialog('Kickoff'), {
    target: { value: over.Kickoff ?? '2099-11-28T20:30' },
  });
  for (const [label, value] of Object.entries(typed)) {
    if (label === 'Kickoff') continue;
    const input = inDialog(label);
    await user.clear(input);
    if (value !== '') await user.type(input, value);
  }
}

async function openNewPick(user: UserEvent) {
  await user.click(within(panel()).getByRole('button', { name: 'Add prediction' }));
  await screen.findByRole('dialog', { name: 'Add a prediction' });
}

const insert = (user: UserEvent) =>
  user.click(within(dialog()).getByRole('button', { name: 'Insert prediction' }));

describe('prediction block: adding', () => {
  it('inserts the block with the odds stored as decimal from a fractional entry (11/10 → 2.1), kickoff in UTC', async () => {
    const { user } = await openPostForm('/admin/posts/add');
    await openNewPick(user);
    await fillPick(user);
    expect(inDialog('Odds')).toHaveAccessibleDescription('Stored as 2.1 in decimal (11/10, +110).');
    await insert(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [block, ...rest] = readBlocks(content().value);
    expect(rest).toEqual([]);
    expect(block).toMatchObject({
      home: 'Northbridge FC',
      away: 'Harlow Athletic',
      pick: 'Northbridge FC',
      market: '1x2',
      odds: 2.1,
      stake: 2,
      // 20:30 in Kolkata is 15:00 UTC.
      kickoff: '2099-11-28T15:00:00.000Z',
    });
    expect(block!.id).toMatch(/^[a-z0-9]{12,32}$/);
    expect(within(panel()).getByText('Northbridge FC vs Harlow Athletic')).toBeInTheDocument();
  });

  it('sends the block with the post: American odds (-110) stored as 1.909', async () => {
    const { user } = await openPostForm('/admin/posts/edit/1');
    await openNewPick(user);
    await fillPick(user, { Odds: '-110' });
    await insert(user);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(requestsTo('post-update')).toHaveLength(1));
    const sent = new Map(requestsTo('post-update')[0]!.form!);
    expect(readBlocks(String(sent.get('content'))).map((p) => p.odds)).toEqual([1.909]);
  });
});

describe('prediction block: odds grid', () => {
  it('stores the grid with its prices as decimal and its time in UTC; a bad price is refused at its cell', async () => {
    const { user } = await openPostForm('/admin/posts/add');
    await openNewPick(user);
    await fillPick(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Add an odds grid' }));
    fireEvent.change(inDialog('Odds as of'), { target: { value: '2099-11-27T14:30' } });
    await user.type(inDialog('Bookmaker 1'), 'Alpha');
    await user.type(inDialog('Bookmaker 2'), 'Beta');
    await user.type(inDialog('Row 1 market'), 'Home');
    await user.type(inDialog('Home at Alpha'), '11/10');
    await user.type(inDialog('Home at Beta'), '1.01');
    await insert(user);

    const cell = inDialog('Home at Beta');
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(cell).toHaveAccessibleDescription(expect.stringContaining('Odds must be above 1.01.'));
    expect(readBlocks(content().value)).toEqual([]);

    await user.clear(cell);
    await user.type(cell, '+120');
    await insert(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readBlocks(content().value)[0]!.grid).toEqual({
      asOf: '2099-11-27T09:00:00.000Z',
      bookmakers: ['Alpha', 'Beta'],
      rows: [{ market: 'Home', prices: [2.1, 2.2] }],
    });
  });
});

describe('prediction block: bad values change nothing', () => {
  const cases: [string, Record<string, string>, string, string][] = [
    ['odds of 1.01', { Odds: '1.01' }, 'Odds', 'Odds must be above 1.01.'],
    [
      'a stake of 11',
      { 'Stake (units)': '11' },
      'Stake (units)',
      'The stake must be between 0.5 and 10 units.',
    ],
    [
      'a kickoff in the past for a new pick',
      { Kickoff: '2020-01-01T18:00' },
      'Kickoff',
      'The kickoff has passed: a new pick must be made before it.',
    ],
    ['a missing pick', { Pick: '' }, 'Pick', 'Enter the pick.'],
  ];
  it.each(cases)('refuses %s with its message at the field', async (_, over, label, message) => {
    const { user } = await openPostForm('/admin/posts/edit/1');
    const before = content().value;
    await openNewPick(user);
    await fillPick(user, over);
    await insert(user);

    expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    const field = inDialog(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveFocus();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'The prediction was not saved: correct the fields marked.',
    );
    expect(content().value).toBe(before);
    expect(within(panel()).queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('prediction block: safety', () => {
  it('keeps markup typed or pasted into the pick as text, never HTML', async () => {
    const { user } = await openPostForm('/admin/posts/add');
    await openNewPick(user);
    const hostile = '<img src=x onerror=alert(1)>';
    await fillPick(user, { Pick: 'Draw' });
    await user.clear(inDialog('Pick'));
    await user.click(inDialog('Pick'));
    await user.paste(hostile);
    await insert(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(content().value).not.toContain('<img');
    expect(content().value).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(readBlocks(content().value)[0]!.pick).toBe(hostile);
    expect(panel()).toHaveTextContent(`${hostile} · Match result (1X2)`);
    expect(panel().querySelector('img')).toBeNull();
  });
});

/** Opens the edit form of a post with the upcoming pick and clicks its Edit or Remove button. */
async function onUpcomingPick(action: 'Edit' | 'Remove') {
  postWith(upcoming);
  const { user } = await openPostForm('/admin/posts/edit/1');
  await user.click(
    within(panel()).getByRole('button', {
      name: `${action} prediction: Northbridge FC (Northbridge FC vs Harlow Athletic)`,
    }),
  );
  return user;
}

describe('prediction block: editing and removing', () => {
  it('replaces the block with the same id when a pick is edited', async () => {
    const user = await onUpcomingPick('Edit');
    await screen.findByRole('dialog', { name: 'Edit the prediction' });
    expect(inDialog('Odds')).toHaveValue('2.1');
    expect(inDialog('Kickoff')).toHaveValue('2099-11-28T20:30');
    await user.clear(inDialog('Odds'));
    await user.type(inDialog('Odds'), '5/2');
    await user.click(within(dialog()).getByRole('button', { name: 'Save prediction' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const blocks = readBlocks(content().value);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toEqual({ ...upcoming, odds: 3.5 });
    expect(content().value).toMatch(/^<p>Our preview\.<\/p><div data-bp-prediction=/);
  });

  it('removes a block after asking', async () => {
    const user = await onUpcomingPick('Remove');
    const ask = await screen.findByRole('dialog', { name: /^Remove the prediction/ });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(content().value).toBe('<p>Our preview.</p>'));
  });
});

describe('prediction block: locked at kickoff', () => {
  it('shows a started pick read-only when the backend keeps the record', async () => {
    server.use(recordingBackend());
    postWith(started, upcoming);
    const { user } = await openPostForm('/admin/posts/edit/1');
    const lockedItem = within(panel())
      .getByText(/^Harlow Athletic ·/)
      .closest('li')!;
    expect(within(lockedItem as HTMLElement).getByText(/^Locked at kickoff:/)).toBeInTheDocument();
    expect(within(lockedItem as HTMLElement).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(lockedItem as HTMLElement).queryByRole('button', { name: /^Remove/ })).toBeNull();
    // The upcoming pick still edits.
    expect(
      within(panel()).getByRole('button', { name: /^Edit prediction: Northbridge FC/ }),
    ).toBeInTheDocument();

    await user.click(within(lockedItem as HTMLElement).getByRole('button', { name: /^View/ }));
    await screen.findByRole('dialog', { name: 'Locked prediction' });
    expect(within(dialog()).getByText(/^Locked at kickoff:/)).toBeInTheDocument();
    expect(inDialog('Pick')).toBeDisabled();
    expect(inDialog('Odds')).toBeDisabled();
    expect(within(dialog()).queryByRole('button', { name: /Save|Insert/ })).toBeNull();
  });

  it('locks a pick the record says is locked, whatever the browser clock says', async () => {
    server.use(recordingBackend());
    postWith(upcoming);
    const post = adminDb.posts.find((p) => p.id === 1)!;
    Object.assign(post, {
      predictions: [
        {
          id: upcoming.id,
          result: null,
          score: '',
          void_reason: '',
          locked: true,
          corrected: false,
        },
      ],
    });
    await openPostForm('/admin/posts/edit/1');
    expect(within(panel()).getByText(/^Locked at kickoff:/)).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});

describe('prediction block: a save refused for a locked pick', () => {
  it("shows the server's message, keeps the edits, and offers no other version to load", async () => {
    const refusal =
      'The prediction "Northbridge FC vs Harlow Athletic: Harlow Athletic" locked at kickoff (2020-03-01 15:00 UTC); its pick, market, odds, stake and kickoff can\'t change. Void it instead.';
    server.use(
      recordingBackend(),
      call('post', 'post-update', () =>
        HttpResponse.json({ status: 'error', message: refusal }, { status: 409 }),
      ),
    );
    postWith(upcoming);
    const { user } = await openPostForm('/admin/posts/edit/1');
    await user.type(screen.getByLabelText('Excerpt'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep my edits' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load the latest version' })).toBeNull();
    expect(screen.getByLabelText('Excerpt')).toHaveValue(
      `${adminDb.posts.find((p) => p.id === 1)!.excerpt} More.`,
    );
  });
});

describe('prediction block: seed backend', () => {
  it('works without capabilities: the block goes in, a past pick still edits, nothing locks', async () => {
    server.use(seedCapabilities());
    postWith(started);
    const { user } = await openPostForm('/admin/posts/edit/1');
    expect(within(panel()).queryByText(/^Locked at kickoff/)).toBeNull();
    expect(within(panel()).getByText(/keeps no record of picks/)).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: /^Edit prediction: Harlow/ }));
    await screen.findByRole('dialog', { name: 'Edit the prediction' });
    await user.clear(inDialog('Stake (units)'));
    await user.type(inDialog('Stake (units)'), '3');
    await user.click(within(dialog()).getByRole('button', { name: 'Save prediction' }));
    await waitFor(() => expect(readBlocks(content().value)[0]!.stake).toBe(3));

    await openNewPick(user);
    await fillPick(user, { Odds: '+150' });
    await insert(user);
    await waitFor(() => expect(readBlocks(content().value).map((p) => p.odds)).toEqual([2.1, 2.5]));
  });
});
