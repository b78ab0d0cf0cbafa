/**
 * A post in a betting category closes with the responsible-gambling box. Which categories count
 * is the category's `betting` flag; a backend without it (the seed's) closes every post that has
 * a prediction with the box.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { categories, posts } from '../../fixtures/data';
import { NORTHBRIDGE_PICK } from '../../fixtures/predictions';
import { predictionMarkup, predictionSchema } from '../../../src/contract/predictions';

configure({ asyncUtilTimeout: 5000 });

const BOX = /^18\+:\s*Gamble responsibly$/;
const withPrediction = `<p>Preview.</p>${predictionMarkup(predictionSchema.parse(NORTHBRIDGE_PICK))}`;

/** The post (Casino, id 1) with `content`, and the categories with Casino's `betting` flag. */
function answer(content: string, betting?: boolean) {
  server.use(
    publicCall('post', () => HttpResponse.json({ ...posts[0], content })),
    publicCall('categories', () =>
      HttpResponse.json(
        categories.map((c) => (c.id === 1 && betting !== undefined ? { ...c, betting } : c)),
      ),
    ),
  );
}

async function openPost() {
  renderRoute('/casino/roulette-odds-explained');
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
    'Roulette Odds Explained',
  );
  // The categories answer (the layout's) has come in once the category bar shows it.
  const bar = await screen.findByRole('navigation', { name: 'Categories' });
  await within(bar).findByRole('link', { name: /Crypto/ });
}

describe('the responsible-gambling box closing a post', () => {
  it('closes a post in a betting category, with its help links', async () => {
    answer('<p>Spin.</p>', true);
    await openPost();
    const box = await screen.findByRole('complementary', { name: BOX });
    expect(box).toHaveTextContent('not promises');
    expect(box.querySelector('a[href="https://www.begambleaware.org/"]')).not.toBeNull();
  });

  it('is not under a post of a category that is not about betting, prediction or not', async () => {
    answer(withPrediction, false);
    await openPost();
    await screen.findByText('Preview.');
    expect(screen.queryByRole('complementary', { name: BOX })).not.toBeInTheDocument();
  });

  it('closes a post with a prediction when the backend does not say which categories bet', async () => {
    answer(withPrediction);
    await openPost();
    expect(await screen.findByRole('complementary', { name: BOX })).toBeInTheDocument();
  });

  it('is not under a post without a prediction when the backend does not say', async () => {
    answer('<p>Spin.</p>');
    await openPost();
    await screen.findByText('Spin.');
    expect(screen.queryByRole('complementary', { name: BOX })).not.toBeInTheDocument();
  });
});
