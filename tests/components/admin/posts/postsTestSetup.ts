/**
 * Shared set-up of the admin post tests: the admin MSW handlers on fresh data, a logged-in
 * session, and object URLs (jsdom has none) recorded so previews and their release can be
 * checked. TinyMCE cannot run in jsdom: each test file swaps the editor for the plain text area
 * with `vi.mock` (see the top of each file).
 */
import { beforeEach, vi } from 'vitest';
import { configure } from '@testing-library/react';
import { server } from '../../../msw/server';
import { adminHandlers, resetAdminDb, startAdminSession } from '../../../msw/adminHandlers';

export const objectUrls = {
  created: [] as string[],
  revoked: [] as string[],
};

export function setupPostsTests(): void {
  // The admin area's lazy chunks are compiled on first use: the first render of a file is slow.
  configure({ asyncUtilTimeout: 5000 });
  beforeEach(() => {
    resetAdminDb();
    server.use(...adminHandlers);
    startAdminSession();
    objectUrls.created = [];
    objectUrls.revoked = [];
    let n = 0;
    URL.createObjectURL = vi.fn(() => {
      const url = `blob:http://localhost/preview-${++n}`;
      objectUrls.created.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => {
      objectUrls.revoked.push(url);
    });
  });
}

/** A small PNG file as a user would choose it. */
export function pngFile(name = 'cover.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
  });
}
