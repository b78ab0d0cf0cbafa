/**
 * A post with a prediction in its body shows the prediction as a card, against any backend: the
 * block travels in the post's HTML (a seed-only backend stores it like any other markup), so its
 * status there is "not proofed".
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { posts } from '../../fixtures/data';
import { predictionMarkup, predictionSchema } from '../../../src/contract/predictions';

configure({ asyncUtilTimeout: 5000 });

const prediction = predictionSchema.parse({
  id: 'p1a2b3c4d5e6',
  sport: 'Football',
  competition: 'Premier Division',
  home: 'Northbridge FC',
  away: 'Harlow Athletic',
  kickoff: '2020-11-28T15:00:00Z',
  market: 'over-under',
  line: 2.5,
  pick: 'Over 2.5 goals',
  odds: 1.909,
  stake: 2,
  reason: 'Both sides score freely.',
  result: 'won',
});

describe('a post with a prediction', () => {
  it('shows the card in its body, its markup-only result as not proofed', async () => {
    server.use(
      publicCall('post', () =>
        HttpResponse.json({
          ...posts[0],
          content: `<p>Preview.</p>${predictionMarkup(prediction)}<p>After.</p>`,
        }),
      ),
    );
    renderRoute('/casino/roulette-odds-explained');
    const card = within(
      await screen.findByRole('complementary', {
        name: 'Prediction: Northbridge FC vs Harlow Athletic',
      }),
    );
    expect(card.getByText('Over 2.5 goals')).toBeInTheDocument();
    expect(card.getByText('Over/under 2.5')).toBeInTheDocument();
    expect(card.getByText('Won')).toBeInTheDocument();
    expect(card.getByText('Not proofed')).toBeInTheDocument();
    expect(card.getByText('10/11')).toBeInTheDocument();
    // The block's own line is kept behind the card, hidden.
    expect(screen.getByText(/^Prediction: Over 2\.5 goals/)).not.toBeVisible();
    expect(screen.getByText('After.')).toBeInTheDocument();
  });
});
