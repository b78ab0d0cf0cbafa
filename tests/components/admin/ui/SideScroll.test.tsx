import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SCROLL_HINT, SideScroll } from '../../../../src/features/admin/ui/SideScroll';
import { CategoriesTable } from '../../../../src/features/admin/categories/CategoriesTable';

/** jsdom lays nothing out: give every element this scroll geometry. */
function layOut(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}
afterEach(() => vi.restoreAllMocks());

const edge = (side: 'left' | 'right') =>
  document.querySelector(`[data-edge="${side}"]`)!.classList.contains('opacity-100');

const table = (
  <table>
    <tbody>
      <tr>
        <td>A wide row</td>
      </tr>
    </tbody>
  </table>
);

describe('admin tables on narrow screens (SideScroll)', () => {
  it('shows no hint and no shadow when the table fits', () => {
    layOut(600, 600);
    render(<SideScroll label="Things table">{table}</SideScroll>);
    expect(screen.queryByText(SCROLL_HINT)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Things table' })).not.toBeInTheDocument();
    expect(edge('left')).toBe(false);
    expect(edge('right')).toBe(false);
  });

  it('says to scroll sideways and shades the side with more, until the end is reached', () => {
    layOut(600, 320);
    render(<SideScroll label="Things table">{table}</SideScroll>);
    expect(screen.getByText(SCROLL_HINT)).toBeVisible();
    const region = screen.getByRole('region', { name: 'Things table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(edge('left')).toBe(false);
    expect(edge('right')).toBe(true);

    region.scrollLeft = 140;
    fireEvent.scroll(region);
    expect(edge('left')).toBe(true);
    expect(edge('right')).toBe(true);

    region.scrollLeft = 280;
    fireEvent.scroll(region);
    expect(edge('left')).toBe(true);
    expect(edge('right')).toBe(false);
  });

  it('is what the categories table scrolls in', () => {
    layOut(600, 320);
    render(
      <MemoryRouter>
        <CategoriesTable
          categories={[{ id: 1, name: 'Casino', slug: 'casino', description: '' }]}
          onDelete={() => {}}
          deletingId={null}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Categories table' })).toContainElement(
      screen.getByRole('table', { name: 'Categories' }),
    );
    expect(screen.getByText(SCROLL_HINT)).toBeInTheDocument();
  });
});
