import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../src/api/baseApi';
import {
  failureMessage,
  statusResult,
  UNREACHABLE_MESSAGE,
  unlessErrorResult,
} from '../../../src/features/admin/lib/writeResult';

const failed = (status: ApiError['status'], message = '', data: unknown = null): ApiError => ({
  status,
  message,
  data,
});

describe('failureMessage', () => {
  it('says the same for an unreachable backend whatever the screen', () => {
    const down = failed('FETCH_ERROR', '', 'TypeError: Failed to fetch');
    expect(failureMessage(down, 'Delete failed')).toBe(UNREACHABLE_MESSAGE);
    expect(failureMessage(down, 'Failed to add category')).toBe(UNREACHABLE_MESSAGE);
    expect(failureMessage(down, 'Failed to update banner')).toBe(UNREACHABLE_MESSAGE);
    expect(UNREACHABLE_MESSAGE).toBe('Something went wrong.');
  });

  it("shows the server's message, else the screen's fallback", () => {
    expect(failureMessage(failed(400, 'Slug taken'), 'Update failed')).toBe('Slug taken');
    expect(failureMessage(failed(500, '  '), 'Update failed')).toBe('Update failed');
    expect(failureMessage(failed(200), 'Error updating post')).toBe('Error updating post');
    expect(failureMessage(undefined, 'Delete failed')).toBe('Delete failed');
  });
});

describe('reading write answers', () => {
  it('statusResult: success only when the answer says so', () => {
    expect(statusResult({ data: { status: 'success', message: 'Saved' } })).toEqual({
      data: { status: 'success', message: 'Saved' },
    });
    expect(statusResult({ data: { status: 'error' } })).toMatchObject({
      error: { status: 200, message: '' },
    });
    const down = failed('FETCH_ERROR');
    expect(statusResult({ error: down })).toEqual({ error: down });
  });

  it('unlessErrorResult: a 2xx without an error is a success', () => {
    expect(unlessErrorResult({ data: null })).toMatchObject({ data: { status: 'success' } });
    expect(unlessErrorResult({ data: { error: 'In use' } })).toMatchObject({
      error: { status: 200, message: 'In use' },
    });
  });
});
