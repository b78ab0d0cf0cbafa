/**
 * A post's image alt text (image_alt) on the reader's pictures: the article's cover and a card's
 * picture describe the image by it; without one the cover falls back to the title and a card's
 * picture is decorative (its title is the link beside it); thumbnails stay decorative.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Post } from '../../../src/contract/schemas';
import { PostArticle } from '../../../src/features/posts/components/PostArticle';
import { PostCard } from '../../../src/features/posts/components/PostCard';
import { RankedPostList } from '../../../src/features/posts/components/RankedPostList';
import { posts } from '../../fixtures/data';

const ALT = 'Illustration: a roulette wheel with red and black pockets and a white ball';
/** The fixture has no alt text at all (a seed backend's post). */
const post = (image_alt?: string | null): Post =>
  image_alt === undefined ? posts[0]! : { ...posts[0]!, image_alt };
const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe("the article's cover", () => {
  it('is described by the post’s image alt text, trimmed', () => {
    inRouter(<PostArticle post={post(`  ${ALT}  `)} />);
    const cover = screen.getByRole('img', { name: ALT });
    expect(cover).toHaveAttribute('alt', ALT);
    expect(cover.getAttribute('src')).toMatch(/roulette\.jpg/);
  });

  it.each([
    ['none', undefined],
    ['null', null],
    ['blank', '   '],
  ])('falls back to the post’s title when its alt text is %s', (_, alt) => {
    inRouter(<PostArticle post={post(alt)} />);
    expect(screen.getByRole('img', { name: 'Roulette Odds Explained' })).toBeInTheDocument();
  });
});

describe("a card's picture", () => {
  it('is described by the post’s image alt text', () => {
    inRouter(<PostCard post={post(ALT)} href="/casino/roulette-odds-explained" priority />);
    expect(screen.getByRole('img', { name: ALT })).toBeInTheDocument();
    // The link's name stays the title alone.
    expect(screen.getByRole('link')).toHaveAccessibleName('Roulette Odds Explained');
  });

  it('is decorative without one, the title being the link beside it', () => {
    const { container } = inRouter(
      <PostCard post={post(null)} href="/casino/roulette-odds-explained" priority />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe("a ranked list's thumbnail", () => {
  it('stays decorative even with an alt text: the entry is its headline', () => {
    const { container } = inRouter(<RankedPostList posts={[post(ALT)]} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img', { name: ALT })).not.toBeInTheDocument();
  });
});
