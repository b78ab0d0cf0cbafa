import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../../msw/server';
import { call } from '../../../msw/handlers';
import { adminDb, formFields, requestsTo } from '../../../msw/adminHandlers';
import { confirmVia, renderAdmin, setupAdminTests } from '../adminTestSetup';

setupAdminTests({ pages: ['BannersPage', 'BannerAddPage', 'BannerEditPage'] });

beforeEach(() => {
  // jsdom has no object URLs: previews get a stand-in.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const png = (name = 'banner.png') => new File(['png-bytes'], name, { type: 'image/png' });
const row = (label: string) =>
  within(screen.getByRole('rowheader', { name: label }).closest('tr')!);

describe('banner list', () => {
  it('shows the Home and Post rows with previews, Edit and Delete', async () => {
    renderAdmin('/admin/banner');
    await screen.findByRole('table', { name: 'Advertisement banners' });
    expect(row('Home').getByRole('img', { name: 'Home banner' })).toHaveAttribute(
      'src',
      'http://api.test/backend/public/uploads/banner-home.jpg',
    );
    expect(row('Post').getByRole('img', { name: 'Post banner' })).toBeInTheDocument();
    expect(row('Home').getByRole('link', { name: 'Edit Home banner' })).toHaveAttribute(
      'href',
      '/admin/banner/edit/home',
    );
    expect(row('Post').getByRole('button', { name: 'Delete Post banner' })).toBeInTheDocument();
  });

  it('offers Upload for an empty slot', async () => {
    adminDb.banners.post_banner = null;
    renderAdmin('/admin/banner');
    await screen.findByRole('table', { name: 'Advertisement banners' });
    expect(row('Post').getByText('No banner')).toBeInTheDocument();
    expect(row('Post').getByRole('link', { name: 'Upload Post banner' })).toHaveAttribute(
      'href',
      '/admin/banner/add?type=post',
    );
  });

  it('asks "Delete home banner?", deletes on confirm and shows the server\'s message', async () => {
    renderAdmin('/admin/banner');
    const user = userEvent.setup();
    await confirmVia(user, 'Delete Home banner', 'Delete', 'Delete home banner?');
    expect(await screen.findByText('Banner deleted successfully')).toBeInTheDocument();
    expect(requestsTo('banner-delete')[0]?.params.type).toBe('home');
    expect(
      await within(screen.getByRole('rowheader', { name: 'Home' }).closest('tr')!).findByRole(
        'link',
        { name: 'Upload Home banner' },
      ),
    ).toBeInTheDocument();
  });

  it('sends nothing when the delete is cancelled', async () => {
    renderAdmin('/admin/banner');
    const user = userEvent.setup();
    await confirmVia(user, 'Delete Post banner', 'Cancel', 'Delete post banner?');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('banner-delete')).toHaveLength(0);
  });

  it('shows "Failed to delete" when the delete fails without a message', async () => {
    server.use(call('delete', 'banner-delete', () => new HttpResponse(null, { status: 500 })));
    renderAdmin('/admin/banner');
    const user = userEvent.setup();
    await confirmVia(user, 'Delete Home banner', 'Delete');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete');
  });
});

describe('adding a banner', () => {
  it('requires a type: "Please select banner type (Home or Post)" and nothing is sent', async () => {
    renderAdmin('/admin/banner/add');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByLabelText('Banner type')).toHaveAccessibleDescription(
      'Please select banner type (Home or Post)',
    );
    expect(screen.getByLabelText('Banner type')).toHaveFocus();
    expect(requestsTo('banners')).toHaveLength(0);
  });

  it('requires an image: "Please select a file first"', async () => {
    renderAdmin('/admin/banner/add');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Banner type'), 'Home');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select a file first')).toBeInTheDocument();
    expect(requestsTo('banners')).toHaveLength(0);
  });

  it('previews the chosen image and uploads multipart {type, image}', async () => {
    const { router } = renderAdmin('/admin/banner/add');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Image');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.selectOptions(screen.getByLabelText('Banner type'), 'Post');
    await user.upload(input, png('summer.png'));
    for (const name of ['Preview of the chosen image', 'Phone view of the chosen image']) {
      expect(screen.getByRole('img', { name })).toHaveAttribute('src', 'blob:preview');
    }
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Banner uploaded successfully')).toBeInTheDocument();
    const sent = requestsTo('banners')[0];
    expect(sent?.params.update).toBeUndefined();
    const fields = formFields(sent);
    expect(fields.type).toBe('post');
    // The chosen file's bytes (jsdom's File loses its name on its way through Node's fetch).
    expect(fields.image).toMatchObject({ type: 'image/png', size: png().size });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/banner'));
    expect(adminDb.banners.post_banner).toMatch(/^uploads\/banner-post-/);
  });

  it('preselects the type from ?type=', async () => {
    renderAdmin('/admin/banner/add?type=home');
    expect(await screen.findByLabelText('Banner type')).toHaveValue('home');
  });

  it("shows the server's message when the upload is refused", async () => {
    server.use(
      call('post', 'banners', () =>
        HttpResponse.json({ status: 'error', message: 'File is not an image' }, { status: 400 }),
      ),
    );
    renderAdmin('/admin/banner/add?type=home');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File is not an image');
  });
});

describe('banner size advice and live preview', () => {
  it('tells the recommended size beside the image chooser', async () => {
    renderAdmin('/admin/banner/add');
    expect(await screen.findByLabelText('Image')).toHaveAccessibleDescription(
      /^Recommended 1200 × 240 px \(5:1\).*whole image is shown at every width/,
    );
  });

  it('previews the chosen image, whole, at phone and desktop widths before saving', async () => {
    renderAdmin('/admin/banner/add?type=home');
    const user = userEvent.setup();
    const preview = await screen.findByRole('region', { name: 'Live preview' });
    expect(within(preview).getAllByText('Choose an image to see it here')).toHaveLength(2);
    await user.upload(screen.getByLabelText('Image'), png());

    const phone = within(preview).getByRole('figure', { name: 'Phone, 375 px wide' });
    const phoneImage = within(phone).getByRole('img', { name: 'Phone view of the chosen image' });
    expect(phoneImage).toHaveAttribute('src', 'blob:preview');
    expect(phoneImage).toHaveClass('object-contain');
    expect(phoneImage.parentElement).toHaveClass('aspect-[5/2]', 'max-w-[343px]');

    const desktop = within(preview).getByRole('figure', { name: /^Desktop, 1280 px wide/ });
    const desktopImage = within(desktop).getByRole('img', { name: 'Preview of the chosen image' });
    expect(desktopImage).toHaveAttribute('src', 'blob:preview');
    expect(desktopImage).toHaveClass('object-contain');
    expect(desktopImage.parentElement).toHaveClass('aspect-[5/1]');
    expect(requestsTo('banners')).toHaveLength(0);
  });
});

/** Uploads a home banner with `link` typed in its link field. */
async function uploadHomeBanner(link: string) {
  renderAdmin('/admin/banner/add?type=home');
  const user = userEvent.setup();
  await user.upload(await screen.findByLabelText('Image'), png());
  await user.type(screen.getByLabelText('Link (optional)'), link);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
}

describe('banner links', () => {
  it('sends the optional link with the upload', async () => {
    await uploadHomeBanner('https://shop.example/offer');
    expect(await screen.findByText('Banner uploaded successfully')).toBeInTheDocument();
    expect(formFields(requestsTo('banners')[0]).link).toBe('https://shop.example/offer');
    expect(adminDb.banners.home_banner_link).toBe('https://shop.example/offer');
  });

  it('refuses a link that is not an http(s) address and sends nothing', async () => {
    await uploadHomeBanner('javascript:alert(1)');
    expect(screen.getByLabelText('Link (optional)')).toHaveAccessibleDescription(
      /Enter a web address starting with http:\/\/ or https:\/\//,
    );
    expect(requestsTo('banners')).toHaveLength(0);
  });

  it('changes only the link on edit, without a new file', async () => {
    adminDb.banners.home_banner_link = 'https://old.example/';
    const { router } = renderAdmin('/admin/banner/edit/home');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Link (optional)');
    expect(input).toHaveValue('https://old.example/');
    await user.clear(input);
    await user.type(input, 'https://new.example/');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Banner updated successfully')).toBeInTheDocument();
    const sent = requestsTo('banners')[0];
    expect(sent?.params.update).toBe('1');
    expect(formFields(sent)).toEqual({ type: 'home', link: 'https://new.example/' });
    expect(adminDb.banners.home_banner).toBe('uploads/banner-home.jpg');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/banner'));
  });
});

describe('editing a banner', () => {
  it('shows the current banner and requires a file: "Please select a file first"', async () => {
    renderAdmin('/admin/banner/edit/home');
    expect(await screen.findByRole('img', { name: 'Home banner' })).toHaveAttribute(
      'src',
      'http://api.test/backend/public/uploads/banner-home.jpg',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('New image')).toHaveAccessibleDescription(
      /Please select a file first/,
    );
    expect(requestsTo('banners')).toHaveLength(0);
  });

  it('replaces the banner with POST q=banners&update=1 multipart {type, image}', async () => {
    const { router } = renderAdmin('/admin/banner/edit/home');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('New image'), png('autumn.png'));
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Banner updated successfully')).toBeInTheDocument();
    const sent = requestsTo('banners')[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.params.update).toBe('1');
    expect(formFields(sent).type).toBe('home');
    expect(formFields(sent).image).toMatchObject({ type: 'image/png', size: png().size });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/banner'));
  });

  it('shows "Failed to update banner" when the update fails without a message', async () => {
    server.use(call('post', 'banners', () => HttpResponse.json({ status: 'error' })));
    renderAdmin('/admin/banner/edit/post');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('New image'), png());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update banner');
  });

  it('Cancel goes back to the banner list', async () => {
    const { router } = renderAdmin('/admin/banner/edit/post');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/banner'));
  });

  it('answers "Page Not Found" for a type other than home or post', async () => {
    renderAdmin('/admin/banner/edit/sidebar');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
