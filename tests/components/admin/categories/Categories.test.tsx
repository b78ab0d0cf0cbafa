import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay } from 'msw';
import { server } from '../../../msw/server';
import { call, editorialCapabilities } from '../../../msw/handlers';
import { adminDb, requestsTo } from '../../../msw/adminHandlers';
import { confirmVia, renderAdmin, setupAdminTests } from '../adminTestSetup';

setupAdminTests({ pages: ['CategoriesListPage', 'CategoryAddPage', 'CategoryEditPage'] });

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

/** Submits the category form with its button, waits for the success message: answers what it sent. */
async function submitted(
  user: ReturnType<typeof userEvent.setup>,
  button: 'Add Category' | 'Save',
) {
  await user.click(screen.getByRole('button', { name: button }));
  const adding = button === 'Add Category';
  const message = adding ? 'Category added successfully!' : 'Category updated successfully';
  expect(await screen.findByText(message)).toBeInTheDocument();
  return requestsTo(adding ? 'categories' : 'category-update')[0]?.json;
}

describe('categories list', () => {
  it('shows "Loading categories..." then ID, Name and Slug of each category', async () => {
    server.use(
      call('get', 'categories', async () => {
        await delay(50);
        return HttpResponse.json(adminDb.categories);
      }),
    );
    renderAdmin('/admin/categories');
    expect(await screen.findByText('Loading categories...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Name', 'Slug', 'Actions']);
    const row = within(rowOf('Crypto'));
    expect(row.getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(row.getByRole('cell', { name: 'crypto' })).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Edit Crypto' })).toHaveAttribute(
      'href',
      '/admin/categories/edit/2',
    );
  });

  it('shows "No categories found" when there are none', async () => {
    adminDb.categories = [];
    renderAdmin('/admin/categories');
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
  });
});

describe('adding a category', () => {
  // The reference server, which keeps the betting flag (a seed backend is asked only name and
  // slug: tests/components/legacy/LegacyAdmin.test.tsx).
  beforeEach(() => {
    server.use(editorialCapabilities('Asia/Kolkata', { predictions: true }));
  });

  it('regenerates the read-only slug live, sends {name, slug, betting} and shows "Category added successfully!"', async () => {
    const { router } = renderAdmin('/admin/categories/add');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    const slug = screen.getByLabelText('Slug');
    expect(slug).toHaveAttribute('readonly');
    await user.type(name, 'Table Tennis');
    expect(slug).toHaveValue('table-tennis');
    await user.type(name, ' Pro');
    expect(slug).toHaveValue('table-tennis-pro');
    expect(await submitted(user, 'Add Category')).toEqual({
      name: 'Table Tennis Pro',
      slug: 'table-tennis-pro',
      betting: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/categories'));
    // The list (the same query the public category bar uses) was refreshed by the write.
    expect(await screen.findByRole('cell', { name: 'Table Tennis Pro' })).toBeInTheDocument();
  });

  it.each([
    ['the spec example with punctuation', '  Derby Day: Who Wins?  ', 'derby-day-who-wins'],
    ['digits and hyphens kept', 'Top 5 Poker-Tips', 'top-5-poker-tips'],
    ['repeated spaces become one hyphen', 'Live   Casino    Games', 'live-casino-games'],
    ['punctuation removed', "Rock'n'Roll! & Co. (2026)", 'rocknroll-co-2026'],
    ['accented letters removed by the rule', 'Café Société', 'caf-socit'],
    ['upper case lowered', 'CRICKET IPL', 'cricket-ipl'],
  ])('slug rule: %s', async (_label, typed, expected) => {
    renderAdmin('/admin/categories/add');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), typed);
    expect(screen.getByLabelText('Slug')).toHaveValue(expected);
  });

  it('adds a category that is not about betting when "Betting category" is unticked', async () => {
    renderAdmin('/admin/categories/add');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Esports');
    const betting = screen.getByRole('checkbox', { name: 'Betting category' });
    expect(betting).toBeChecked();
    expect(betting).toHaveAccessibleDescription(
      'Its posts close with the 18+ responsible gambling box.',
    );
    await user.click(betting);
    expect(await submitted(user, 'Add Category')).toEqual({
      name: 'Esports',
      slug: 'esports',
      betting: false,
    });
  });

  it('sends nothing when the name is blank', async () => {
    renderAdmin('/admin/categories/add');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(requestsTo('categories')).toHaveLength(0);
  });

  it('sends nothing when the slug comes out blank', async () => {
    renderAdmin('/admin/categories/add');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), '!!! ???');
    expect(screen.getByLabelText('Slug')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(requestsTo('categories')).toHaveLength(0);
  });

  it('asks to change the name (the slug is read-only) when the slug is already taken', async () => {
    renderAdmin('/admin/categories/add');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Casino');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'A category with this name already exists. Change the name to save it.',
    );
    expect(alert).not.toHaveTextContent(/slug/i);
    expect(screen.getByLabelText('Slug')).toHaveAttribute('readonly');
  });

  it("shows the server's message when it refuses the category for another reason", async () => {
    server.use(
      call('post', 'categories', () =>
        HttpResponse.json({ success: false, message: 'Name is too long' }, { status: 400 }),
      ),
    );
    renderAdmin('/admin/categories/add');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Esports');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is too long');
  });

  it('shows "Failed to add category" when the answer gives no message', async () => {
    server.use(call('post', 'categories', () => HttpResponse.json({ success: false })));
    renderAdmin('/admin/categories/add');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Esports');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add category');
  });
});

describe('editing a category', () => {
  it('shows "Loading category...", then the category, and saves with category-update', async () => {
    server.use(
      call('get', 'category', async () => {
        await delay(50);
        return HttpResponse.json(adminDb.categories[1]);
      }),
    );
    const { router } = renderAdmin('/admin/categories/edit/2');
    expect(await screen.findByText('Loading category...')).toBeInTheDocument();
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Crypto');
    expect(screen.getByLabelText('Slug')).toHaveValue('crypto');

    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Crypto & Web3');
    expect(screen.getByLabelText('Slug')).toHaveValue('crypto-web3');
    expect(await submitted(user, 'Save')).toEqual({
      id: 2,
      name: 'Crypto & Web3',
      slug: 'crypto-web3',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/categories'));
    expect(await screen.findByRole('cell', { name: 'Crypto & Web3' })).toBeInTheDocument();
  });

  it("shows the category's betting flag and saves it changed", async () => {
    server.use(
      call('get', 'category', () => HttpResponse.json({ ...adminDb.categories[1], betting: true })),
    );
    renderAdmin('/admin/categories/edit/2');
    const user = userEvent.setup();
    const betting = await screen.findByRole('checkbox', { name: 'Betting category' });
    expect(betting).toBeChecked();
    await user.click(betting);
    expect(await submitted(user, 'Save')).toEqual({
      id: 2,
      name: 'Crypto',
      slug: 'crypto',
      betting: false,
    });
  });

  it('has no betting box for a backend that does not keep the flag', async () => {
    renderAdmin('/admin/categories/edit/2');
    expect(await screen.findByLabelText('Name')).toHaveValue('Crypto');
    expect(screen.queryByRole('checkbox', { name: 'Betting category' })).not.toBeInTheDocument();
  });

  it('asks to change the name when the new name makes a slug another category has', async () => {
    server.use(
      call('post', 'category-update', () =>
        HttpResponse.json(
          {
            status: 'error',
            message: 'A category with the slug "poker" already exists. Choose another slug.',
          },
          { status: 409 },
        ),
      ),
    );
    renderAdmin('/admin/categories/edit/2');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Poker');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'A category with this name already exists. Change the name to save it.',
    );
    expect(alert).not.toHaveTextContent('Choose another slug');
  });

  it('shows "Category not found" for an unknown id', async () => {
    renderAdmin('/admin/categories/edit/999');
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
  });

  it('shows "Category not found" when the load returns nothing', async () => {
    server.use(call('get', 'category', () => HttpResponse.json(null)));
    renderAdmin('/admin/categories/edit/2');
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
  });

  it('shows "Failed to fetch category" when the load fails', async () => {
    server.use(call('get', 'category', () => new HttpResponse('oops', { status: 500 })));
    renderAdmin('/admin/categories/edit/2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch category');
  });

  it('shows "Update failed" when the server says error without a message', async () => {
    server.use(call('post', 'category-update', () => HttpResponse.json({ status: 'error' })));
    renderAdmin('/admin/categories/edit/2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Update failed');
  });

  it('shows "Something went wrong." when the backend cannot be reached, as every admin screen does', async () => {
    server.use(call('post', 'category-update', () => HttpResponse.error()));
    renderAdmin('/admin/categories/edit/2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong\.$/);
  });

  it('sends nothing when the name is cleared', async () => {
    renderAdmin('/admin/categories/edit/2');
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(requestsTo('category-update')).toHaveLength(0);
  });
});

describe("a category's description and topic chips (a backend that keeps them)", () => {
  beforeEach(() => {
    server.use(
      call('get', 'capabilities', () =>
        HttpResponse.json({
          editorial: true,
          time_zone: 'Asia/Kolkata',
          predictions: true,
          category_details: true,
        }),
      ),
    );
  });

  it('adds a category with its description and topics, previewing the chips', async () => {
    renderAdmin('/admin/categories/add');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Tennis');
    const description = screen.getByLabelText('Description');
    expect(description).toHaveAccessibleDescription(
      /Shown under the heading of the category's page/,
    );
    await user.type(description, '  Grand Slam previews and match picks.  ');
    const topics = screen.getByLabelText('Topics');
    await user.type(topics, ' ATP, WTA ,, Grand Slams ');
    expect(
      within(screen.getByRole('list', { name: 'Topics as shown' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ATP', 'WTA', 'Grand Slams']);
    expect(await submitted(user, 'Add Category')).toEqual({
      name: 'Tennis',
      slug: 'tennis',
      betting: true,
      description: 'Grand Slam previews and match picks.',
      topics: ['ATP', 'WTA', 'Grand Slams'],
    });
  });

  it.each([
    [
      'more than 8 labels',
      'a, b, c, d, e, f, g, h, i',
      'topics may have at most 8 labels (9 given)',
    ],
    [
      'a label over 30 characters',
      'Short, A label that is far too long to be a chip',
      'topics: "A label that is far too long to be a chip" is longer than 30 characters',
    ],
    ['a label twice', 'ATP, atp', 'topics: "atp" is there twice'],
  ])('names the problem at the topics field and sends nothing: %s', async (_l, typed, message) => {
    renderAdmin('/admin/categories/add');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Tennis');
    const topics = screen.getByLabelText('Topics');
    await user.type(topics, typed);
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(topics).toHaveFocus();
    expect(topics).toHaveAttribute('aria-invalid', 'true');
    expect(topics).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(requestsTo('categories')).toHaveLength(0);
    // Fixing it clears the message.
    await user.clear(topics);
    expect(topics).not.toHaveAttribute('aria-invalid');
  });

  it('limits the description to 1000 characters', async () => {
    renderAdmin('/admin/categories/add');
    expect(await screen.findByLabelText('Description')).toHaveAttribute('maxLength', '1000');
  });

  it("shows the server's refusal naming the field", async () => {
    server.use(
      call('post', 'categories', () =>
        HttpResponse.json(
          { status: 'error', success: false, message: 'topics must not have an empty label' },
          { status: 400 },
        ),
      ),
    );
    renderAdmin('/admin/categories/add');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Tennis');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'topics must not have an empty label',
    );
  });

  it("loads the category's description and topics and saves them changed", async () => {
    server.use(
      call('get', 'category', () =>
        HttpResponse.json({
          ...adminDb.categories[1],
          description: 'Crypto markets and tokens.',
          topics: ['Bitcoin', 'DeFi'],
          betting: false,
        }),
      ),
    );
    renderAdmin('/admin/categories/edit/2');
    const user = userEvent.setup();
    const description = await screen.findByLabelText('Description');
    expect(description).toHaveValue('Crypto markets and tokens.');
    const topics = screen.getByLabelText('Topics');
    expect(topics).toHaveValue('Bitcoin, DeFi');
    await user.clear(description);
    await user.type(description, 'Tokens, wallets and markets.');
    await user.type(topics, ', Wallets');
    expect(await submitted(user, 'Save')).toEqual({
      id: 2,
      name: 'Crypto',
      slug: 'crypto',
      betting: false,
      description: 'Tokens, wallets and markets.',
      topics: ['Bitcoin', 'DeFi', 'Wallets'],
    });
  });
});

describe("a seed backend keeps the spec's category form", () => {
  it('has no description or topics fields, and sends name and slug only', async () => {
    renderAdmin('/admin/categories/add');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Tennis');
    expect(screen.queryByLabelText('Description')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Topics')).not.toBeInTheDocument();
    expect(await submitted(user, 'Add Category')).toEqual({ name: 'Tennis', slug: 'tennis' });
  });

  it('edits without them too', async () => {
    renderAdmin('/admin/categories/edit/2');
    expect(await screen.findByLabelText('Name')).toHaveValue('Crypto');
    expect(screen.queryByLabelText('Description')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Topics')).not.toBeInTheDocument();
  });
});

describe('deleting a category', () => {
  it('asks "Are you sure you want to delete this category?" and sends nothing on Cancel', async () => {
    renderAdmin('/admin/categories');
    const user = userEvent.setup();
    await confirmVia(
      user,
      'Delete Poker',
      'Cancel',
      'Are you sure you want to delete this category?',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('category-delete')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Delete Poker' })).toHaveFocus();
  });

  it('closes the confirmation with Escape', async () => {
    renderAdmin('/admin/categories');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Poker' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('category-delete')).toHaveLength(0);
  });

  it('deletes on confirm and shows "✅ Category deleted successfully"', async () => {
    renderAdmin('/admin/categories');
    const user = userEvent.setup();
    await confirmVia(user, 'Delete Poker', 'Delete');
    // The emoji is drawn as an SVG (no emoji font needed); the text still reads as the spec's.
    const notice = await within(screen.getByRole('region', { name: 'Notifications' })).findByRole(
      'status',
    );
    expect(notice).toHaveTextContent('✅ Category deleted successfully');
    expect(notice.querySelector('svg[data-glyph="✅"]')).toBeInTheDocument();
    expect(requestsTo('category-delete')[0]?.params.id).toBe('4');
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Poker' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal when the category still has posts", async () => {
    renderAdmin('/admin/categories');
    const user = userEvent.setup();
    await confirmVia(user, 'Delete Casino', 'Delete');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This category still has 2 posts. Move or delete them first.',
    );
    expect(screen.getByRole('cell', { name: 'Casino' })).toBeInTheDocument();
  });

  it("reads a seed backend's {error} answered with HTTP 200 as a refusal", async () => {
    server.use(
      call('delete', 'category-delete', () => HttpResponse.json({ error: 'Category is in use' })),
    );
    renderAdmin('/admin/categories');
    const user = userEvent.setup();
    await confirmVia(user, 'Delete Poker', 'Delete');
    expect(await screen.findByRole('alert')).toHaveTextContent('Category is in use');
  });

  it('shows "❌ Failed to delete category" when the delete fails without a message', async () => {
    server.use(call('delete', 'category-delete', () => new HttpResponse(null, { status: 500 })));
    renderAdmin('/admin/categories');
    const user = userEvent.setup();
    await confirmVia(user, 'Delete Poker', 'Delete');
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Failed to delete category');
  });
});
