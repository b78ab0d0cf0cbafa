/**
 * A link fetches its page ahead on the reader's intent (components/router/usePrefetchOnIntent):
 * the pointer resting on it for 100 ms, pressed on it, or keyboard focus; once per link, whatever
 * the reader does next.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrefetchLink } from '../../../src/components/router/PrefetchLink';
import {
  HOVER_MS,
  PrefetchContext,
  type Prefetch,
} from '../../../src/components/router/usePrefetchOnIntent';

function renderLink(prefetch: Prefetch) {
  render(
    <MemoryRouter>
      <PrefetchContext value={prefetch}>
        <PrefetchLink to="/football/derby-preview">Derby preview</PrefetchLink>
      </PrefetchContext>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Derby preview' });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a link that fetches its page ahead', () => {
  it('does nothing for a pointer passing over it in less than 100 ms', () => {
    const prefetch = vi.fn();
    const link = renderLink(prefetch);
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(HOVER_MS - 1));
    fireEvent.mouseLeave(link);
    act(() => vi.advanceTimersByTime(HOVER_MS * 5));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('fetches its page once when the pointer rests on it for 100 ms, whatever comes next', () => {
    const prefetch = vi.fn();
    const link = renderLink(prefetch);
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(HOVER_MS));
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/football/derby-preview');

    fireEvent.mouseLeave(link);
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(HOVER_MS * 2));
    fireEvent.pointerDown(link);
    fireEvent.focus(link);
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it('fetches its page at once when pressed, or focused from the keyboard', () => {
    const pressed = vi.fn();
    fireEvent.pointerDown(renderLink(pressed));
    expect(pressed).toHaveBeenCalledExactlyOnceWith('/football/derby-preview');
    cleanup();

    const focused = vi.fn();
    fireEvent.focus(renderLink(focused));
    expect(focused).toHaveBeenCalledExactlyOnceWith('/football/derby-preview');
  });
});
