import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderLayout } from './renderLayout';

describe('public layout: theme toggle', () => {
  it('starts light, switches to dark on <html> and saves "dark" under theme', async () => {
    const user = userEvent.setup();
    await renderLayout('/');
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveClass('dark');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
    await screen.findByRole('link', { name: 'Casino' });
  });

  it('starts dark when dark was saved before', async () => {
    localStorage.setItem('theme', 'dark');
    await renderLayout('/');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await screen.findByRole('link', { name: 'Casino' });
  });
});
