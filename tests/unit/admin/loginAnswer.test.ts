import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../src/api/baseApi';
import { readLoginAnswer } from '../../../src/features/admin/auth/loginAnswer';

const failed = (status: ApiError['status'], data: unknown, message = ''): { error: ApiError } => ({
  error: { status, message, data },
});

describe('readLoginAnswer', () => {
  it('keeps the meaning of the contract answers', () => {
    expect(readLoginAnswer({ data: { status: 'success' } })).toEqual({ kind: 'success' });
    expect(readLoginAnswer({ data: { status: 'two_factor', challenge: 'c1' } })).toEqual({
      kind: 'two_factor',
      challenge: 'c1',
    });
    // A two-factor answer without its challenge is not the contract's.
    expect(readLoginAnswer({ data: { status: 'two_factor' } })).toEqual({ kind: 'no-login' });
    expect(
      readLoginAnswer(
        failed(401, { status: 'error', message: 'Invalid credentials' }, 'Invalid credentials'),
      ),
    ).toEqual({ kind: 'refused' });
    expect(readLoginAnswer(failed(429, { status: 'error', message: 'Wait' }, 'Wait'))).toEqual({
      kind: 'locked',
      message: 'Wait',
    });
    expect(
      readLoginAnswer(
        failed(400, { status: 'error', message: 'username: Required' }, 'username: Required'),
      ),
    ).toEqual({ kind: 'error', message: 'username: Required' });
    expect(readLoginAnswer(failed(403, { status: 'error', message: 'Forbidden origin' }))).toEqual({
      kind: 'error',
      message: 'Forbidden origin',
    });
  });

  it.each([
    ['404', failed(404, { status: 'error', message: 'Unknown call' })],
    ['405', failed(405, null)],
    ['200 {error} (a PHP switch default)', { data: { error: 'Invalid request' } }],
    ['200 {message} without success', { data: { message: 'Nothing here' } }],
    ['200 {status: "error"}', { data: { status: 'error', message: 'Unknown q' } }],
    ['200 HTML page or non-JSON (read as null)', { data: null }],
    ['200 JSON list', { data: [] }],
    ['401 that is not "Invalid credentials" (basic auth, a proxy)', failed(401, null)],
    ['400 without the contract shape', failed(400, { error: 'Invalid request' })],
  ])('reads %s as a backend without login', (_name, result) => {
    expect(readLoginAnswer(result)).toEqual({ kind: 'no-login' });
  });

  it('reads a network failure or a server error as a backend that is down', () => {
    expect(readLoginAnswer(failed('FETCH_ERROR', 'TypeError'))).toEqual({ kind: 'unreachable' });
    expect(readLoginAnswer(failed(500, '<html>Fatal error</html>'))).toEqual({
      kind: 'unreachable',
    });
    expect(readLoginAnswer(failed(503, null))).toEqual({ kind: 'unreachable' });
  });
});
