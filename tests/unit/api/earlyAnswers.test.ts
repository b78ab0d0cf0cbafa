/** Reads started before the app (api/earlyAnswers.ts): sent as the app sends them, taken once. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  startEarlyAnswer,
  takeEarlyAnswer,
} from '../../../src/api/earlyAnswers';
import { apiUrl } from '../../../src/api/http';
import { publicCall } from '../../msw/handlers';
import { server } from '../../msw/server';

afterEach(() => {
  delete window.__earlyAnswers;
  vi.restoreAllMocks();
});

describe('early answers', () => {
  it('are sent as the app sends a read: GET, for JSON, with credentials', async () => {
    const seen: Request[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
    const url = apiUrl('categories');
    await startEarlyAnswer(url);
    server.events.removeAllListeners();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe(url);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.headers.get('Accept')).toBe('application/json');
    expect(seen[0]!.credentials).toBe('include');
  });

  it('are taken once, by their exact URL', async () => {
    const url = apiUrl('posts', { page: 1, limit: 12 });
    const sent = startEarlyAnswer(url);
    expect(takeEarlyAnswer(apiUrl('posts', { page: 1, limit: 24 }))).toBeUndefined();
    expect(takeEarlyAnswer(url)).toBe(sent);
    expect(takeEarlyAnswer(url)).toBeUndefined();
    expect((await sent).ok).toBe(true);
  });

  it('are not used once older than the first view', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    const url = apiUrl('popular');
    void startEarlyAnswer(url);
    now.mockReturnValue(1000 + EARLY_ANSWER_MAX_AGE_MS + 1);
    expect(takeEarlyAnswer(url)).toBeUndefined();
    expect(window.__earlyAnswers).toEqual({});
  });

  it('hand a failed request to the app as its own failed fetch', async () => {
    server.use(publicCall('banners', () => HttpResponse.error()));
    const url = apiUrl('banners');
    void startEarlyAnswer(url);
    await expect(takeEarlyAnswer(url)!).rejects.toThrow();
  });

  it('leave no unhandled rejection behind when a failed one is never taken', async () => {
    server.use(publicCall('popular', () => HttpResponse.error()));
    const failed = vi.fn();
    process.on('unhandledRejection', failed);
    void startEarlyAnswer(apiUrl('popular'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.off('unhandledRejection', failed);
    expect(failed).not.toHaveBeenCalled();
  });
});
