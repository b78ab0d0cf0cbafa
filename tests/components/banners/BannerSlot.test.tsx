import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { BannerSlot } from '../../../src/features/banners/components/BannerSlot';
import { publicCall } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderRoute } from '../../utils/render';

const renderSlot = (type: 'home' | 'post' = 'home') =>
  renderRoute('/', { routes: [{ path: '/', element: <BannerSlot type={type} /> }] });

const answer = (fields: Record<string, unknown>) =>
  server.use(
    publicCall('banners', () =>
      HttpResponse.json({ home_banner: 'uploads/home.png', post_banner: null, ...fields }),
    ),
  );

describe('BannerSlot', () => {
  it('keeps the whole image: contained (never cropped) in a box reserved by aspect ratio', async () => {
    answer({});
    renderSlot();
    const image = await screen.findByRole('img', { name: 'Home page advertisement' });
    expect(image).toHaveClass('object-contain');
    expect(image).not.toHaveClass('object-cover');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '240');
    const box = screen.getByRole('region', { name: 'Advertisement' });
    expect(box.className).toMatch(/(^| )aspect-\[5\/2\]/);
    expect(box.className).toMatch(/lg:aspect-\[5\/1\]/);
  });

  it('fills the rest of the box with a decorative blurred copy of the same image', async () => {
    answer({});
    const { container } = renderSlot();
    const image = await screen.findByRole('img', { name: 'Home page advertisement' });
    const backdrop = container.querySelector('img[alt=""]');
    expect(backdrop).not.toBeNull();
    expect(backdrop).toHaveClass('blur-2xl', 'object-cover');
    expect(backdrop?.getAttribute('srcset')).toBe(image.getAttribute('srcset'));
    expect(backdrop?.getAttribute('sizes')).toBe(image.getAttribute('sizes'));
  });

  it('opens the banner link in a new tab as a sponsored link', async () => {
    answer({ home_banner_link: 'https://shop.example/offer' });
    renderSlot();
    const link = await screen.findByRole('link', { name: /Home page advertisement/ });
    expect(link).toHaveAttribute('href', 'https://shop.example/offer');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('(opens in a new tab)');
  });

  it('is not a link without a link, or with one that is not an http(s) address', async () => {
    answer({ home_banner_link: 'javascript:alert(1)' });
    renderSlot();
    await screen.findByRole('img', { name: 'Home page advertisement' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the advert panel, without a sponsored link, for an empty slot with a link', async () => {
    answer({ post_banner_link: 'https://shop.example/' });
    renderSlot('post');
    expect(await screen.findByText('Promote your brand here')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /advertise with us/i })).not.toHaveAttribute('rel');
  });

  it('says "Sponsored · 18+ · T&Cs apply" under an advert', async () => {
    answer({ home_banner_link: 'https://shop.example/offer' });
    renderSlot();
    await screen.findByRole('img', { name: 'Home page advertisement' });
    expect(screen.getByText('Sponsored · 18+ · T&Cs apply')).toBeInTheDocument();
  });

  it('has no sponsored line under the advert panel of an empty slot', async () => {
    answer({});
    renderSlot('post');
    expect(await screen.findByText('Promote your brand here')).toBeInTheDocument();
    expect(screen.queryByText(/Sponsored · 18\+/)).not.toBeInTheDocument();
  });
});
