import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from '../../../src/components/Toaster';
import { toast } from '../../../src/components/toastStore';

beforeEach(async () => {
  render(<Toaster />);
  // A notice is a lazy chunk (most visits never show one): let the first one load with real
  // timers, so the tests below can drive the countdown synchronously with fake ones.
  act(() => void toast.info('Warm-up.'));
  await screen.findByText('Warm-up.');
  act(() => toast.clear());
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('Toaster', () => {
  it('shows success as a polite status and errors as an alert', () => {
    act(() => {
      toast.success('Saved it.');
      toast.error('It broke.');
    });
    const status = within(region()).getByRole('status');
    expect(status).toHaveTextContent('Saved it.');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(region()).getByRole('alert')).toHaveTextContent('It broke.');
  });

  it('dismisses itself after its duration', () => {
    act(() => void toast.success('Short lived.', { duration: 3000 }));
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Short lived.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Short lived.')).not.toBeInTheDocument();
  });

  it('pauses the countdown while hovered and resumes with the time left', () => {
    act(() => void toast.success('Hover me.', { duration: 3000 }));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Hover me.')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByText('Hover me.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Hover me.')).not.toBeInTheDocument();
  });

  it('pauses while its close button has focus', () => {
    act(() => void toast.error('Focus me.', { duration: 1000 }));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Focus me.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).blur());
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Focus me.')).not.toBeInTheDocument();
  });

  it('closes with its close button or Escape', () => {
    act(() => {
      toast.success('First.');
      toast.success('Second.');
    });
    fireEvent.click(
      within(screen.getByText('First.').closest('[role="status"]') as HTMLElement).getByRole(
        'button',
        {
          name: 'Dismiss notification',
        },
      ),
    );
    expect(screen.queryByText('First.')).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByText('Second.'), { key: 'Escape' });
    expect(screen.queryByText('Second.')).not.toBeInTheDocument();
  });

  it('replaces a message already on screen instead of stacking a duplicate', () => {
    act(() => {
      toast.success('Same.');
      toast.success('Same.');
    });
    expect(screen.getAllByText('Same.')).toHaveLength(1);
  });
  it('clears the errors shown before a success, and keeps an error that comes after one', () => {
    act(() => {
      toast.error('Please add a title and details.');
      toast.info('Heads up.');
    });
    act(() => vi.advanceTimersByTime(1000));
    act(() => void toast.success('Thanks! Your suggestion has been saved (local).'));
    expect(within(region()).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Please add a title and details.')).not.toBeInTheDocument();
    expect(screen.getByText('Heads up.')).toBeInTheDocument();
    expect(screen.getByText('Thanks! Your suggestion has been saved (local).')).toBeInTheDocument();

    act(() => void toast.error('Description must be ≤ 800 characters.'));
    expect(within(region()).getByRole('alert')).toHaveTextContent(
      'Description must be ≤ 800 characters.',
    );
    expect(screen.getByText('Thanks! Your suggestion has been saved (local).')).toBeInTheDocument();
  });

  it.each([
    ['success', '✅ Category deleted successfully', 'status'],
    ['error', '❌ Failed to delete category', 'alert'],
  ] as const)(
    'draws the emoji of a %s message as an SVG, so no emoji font is needed',
    (kind, message, role) => {
      act(() => void toast[kind](message));
      const notice = within(region()).getByRole(role);
      // The message still reads as the spec spells it; the character is only there for screen
      // readers (visually hidden), the visible text starts after it.
      expect(notice).toHaveTextContent(message);
      const glyph = notice.querySelector(`svg[data-glyph="${message.charAt(0)}"]`);
      expect(glyph).toHaveAttribute('aria-hidden', 'true');
      expect(notice.querySelector('p .sr-only')).toHaveTextContent(message.charAt(0));
      expect(
        Array.from(notice.querySelector('p')!.childNodes)
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join(''),
      ).toBe(message.slice(2));
    },
  );
});
