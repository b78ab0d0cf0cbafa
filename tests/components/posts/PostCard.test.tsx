import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PostCard } from '../../../src/features/posts/components/PostCard';
import { posts } from '../../fixtures/data';
import { NORTHBRIDGE_PICK } from '../../fixtures/predictions';
import { predictionMarkup, predictionSchema } from '../../../src/contract/predictions';
import { PREDICTION_ATTRIBUTE } from '../../../src/contract/predictionMarks';

const renderCard = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('PostCard', () => {
  it('shows category, short date, title link and a markup-free excerpt', () => {
    const { container } = renderCard(
      <PostCard post={posts[0]!} href="/casino/roulette-odds-explained" />,
    );
    expect(screen.getByText('Casino')).toBeInTheDocument();
    expect(screen.getByText('Mar 1, 2026').tagName).toBe('TIME');
    const link = screen.getByRole('link', { name: 'Roulette Odds Explained' });
    expect(link).toHaveAttribute('href', '/casino/roulette-odds-explained');
    // The post's own excerpt field, shown in place of its content.
    expect(screen.getByText('A short excerpt.')).toBeInTheDocument();
    expect(screen.queryByText(/Roulette is a game/)).not.toBeInTheDocument();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  });

  it('shows the text of the content when the post has no excerpt', () => {
    renderCard(<PostCard post={{ ...posts[0]!, excerpt: '' }} href="/x" />);
    expect(
      screen.getByText(
        'Roulette is a game of pure chance. Every spin is independent of the last one. Second paragraph.',
      ),
    ).toBeInTheDocument();
  });

  it('cuts the excerpt to 40 words', () => {
    const long = { ...posts[0]!, excerpt: '', content: `<p>${'word '.repeat(60)}</p>` };
    renderCard(<PostCard post={long} href="/x" />);
    const text = screen.getByText(/^word/).textContent!;
    expect(text.replace('…', '').trim().split(/\s+/)).toHaveLength(40);
  });

  it('loads a priority image eagerly with high fetch priority', () => {
    const { container } = renderCard(<PostCard post={posts[0]!} href="/x" priority />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a fallback block instead of an image when the post has none', () => {
    const { container } = renderCard(<PostCard post={posts[2]!} href="/x" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Bitcoin Weekly Outlook' })).toBeInTheDocument();
  });

  describe('prediction badge', () => {
    const withContent = (content: string) => ({ ...posts[0]!, content });
    const pick = (fields: object = {}) =>
      predictionMarkup(predictionSchema.parse({ ...NORTHBRIDGE_PICK, ...fields }));

    it('shows "Prediction · 2.10" with the odds of the first prediction, to two places', () => {
      renderCard(
        <PostCard
          post={withContent(`<p>Preview.</p>${pick()}${pick({ id: 'q1a2b3c4d5e6', odds: 3.4 })}`)}
          href="/x"
        />,
      );
      expect(screen.getByText('Prediction · 2.10')).toBeInTheDocument();
      expect(screen.queryByText(/3\.40/)).not.toBeInTheDocument();
    });

    it('has no badge on a post without a prediction', () => {
      renderCard(<PostCard post={posts[0]!} href="/x" />);
      expect(screen.queryByText(/^Prediction ·/)).not.toBeInTheDocument();
    });

    it.each([
      ['JSON that does not read', '{"odds": 2.1'],
      ['no odds', '{&quot;pick&quot;:&quot;Draw&quot;}'],
      ['odds as text', '{&quot;odds&quot;:&quot;2.1&quot;}'],
      ['odds too low to be a price', '{&quot;odds&quot;:1.01}'],
    ])('has no badge for a block with %s', (_what, json) => {
      renderCard(
        <PostCard
          post={withContent(`<div ${PREDICTION_ATTRIBUTE}="${json}"><p>Pick</p></div>`)}
          href="/x"
        />,
      );
      expect(screen.queryByText(/^Prediction ·/)).not.toBeInTheDocument();
    });
  });
});
