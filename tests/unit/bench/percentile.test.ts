import { describe, expect, it } from 'vitest';
import { percentile } from '../../../bench/lib/percentile';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('is the value at the rank p% of the way up the sorted list', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
  });

  it('rounds the rank up, so a p99 of few samples is the slowest', () => {
    expect(percentile([1, 2, 3], 99)).toBe(3);
    expect(percentile([1, 2, 3], 50)).toBe(2);
  });

  it('is the smallest value at p 0 and NaN for no samples', () => {
    expect(percentile([4, 5], 0)).toBe(4);
    expect(percentile([], 50)).toBeNaN();
  });
});
