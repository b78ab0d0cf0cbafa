import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
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

describe('BannerSlot with a campaign (a backend with campaigns)', () => {
  const campaign = {
    id: 7,
    advertiser: 'Bookie',
    image: 'uploads/home.png',
    link: 'https://bookie.example/',
  };
  const sendBeacon = vi.fn((_url: string | URL, _body?: BodyInit | null) => true);
  const events = () =>
    sendBeacon.mock.calls.map(([url, body]) => [
      new URL(String(url), 'http://site.test').searchParams.get('q'),
      JSON.parse(String(body)) as unknown,
    ]);
  let observed: IntersectionObserverCallback;
  const show = (ratio: number) =>
    act(() =>
      observed(
        [{ intersectionRatio: ratio } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
  let mark: HTMLMetaElement;

  beforeEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    mark = Object.assign(document.createElement('meta'), { name: 'analytics', content: 'views' });
    document.head.append(mark);
  });
  afterEach(() => {
    sendBeacon.mockClear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    mark.remove();
  });

  it('leads through /go/{id}, which counts the click, as a sponsored link, and shows the phone creative on phones', async () => {
    answer({
      home_banner_link: campaign.link,
      home_campaign: { ...campaign, phone_image: 'uploads/home-phone.png' },
    });
    const { container } = renderSlot();
    const link = await screen.findByRole('link', { name: /Home page advertisement/ });
    expect(link.getAttribute('href')).toMatch(/\/go\/7$/);
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    const source = container.querySelector('picture source[media="(max-width: 639px)"]');
    expect(source?.getAttribute('srcset')).toContain('uploads/home-phone');
  });

  it('counts it served once shown, and viewable after one continuous second at least half on screen', async () => {
    answer({ home_campaign: { ...campaign, phone_image: null, link: null } });
    renderSlot();
    await screen.findByRole('img', { name: 'Home page advertisement' });
    await waitFor(() => expect(events()).toEqual([['ad-event', { campaign: 7, kind: 'served' }]]));
    vi.useFakeTimers();
    // In view for less than a second, then out: not viewable.
    show(0.6);
    act(() => vi.advanceTimersByTime(900));
    show(0.2);
    act(() => vi.advanceTimersByTime(2000));
    expect(events()).toHaveLength(1);
    show(0.5);
    act(() => vi.advanceTimersByTime(1000));
    expect(events()).toEqual([
      ['ad-event', { campaign: 7, kind: 'served' }],
      ['ad-event', { campaign: 7, kind: 'viewable' }],
    ]);
    // Once per page view.
    show(0.2);
    show(0.9);
    act(() => vi.advanceTimersByTime(5000));
    expect(events()).toHaveLength(2);
  });

  it('is not viewable while the tab is hidden, and is once it is shown again with the banner in view', async () => {
    answer({ home_campaign: { ...campaign, phone_image: null } });
    renderSlot();
    await waitFor(() => expect(events()).toHaveLength(1));
    vi.useFakeTimers();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    show(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(events()).toHaveLength(1);
    visibility.mockReturnValue('visible');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(1000));
    expect(events().at(-1)).toEqual(['ad-event', { campaign: 7, kind: 'viewable' }]);
    visibility.mockRestore();
  });

  it('counts nothing where the page was not served by a server that counts', async () => {
    mark.remove();
    answer({ home_campaign: { ...campaign, phone_image: null } });
    renderSlot();
    await screen.findByRole('img', { name: 'Home page advertisement' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
