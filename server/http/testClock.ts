/**
 * A clock for end-to-end tests (TEST_CLOCK_OFFSET_FILE): the real time plus the number of
 * milliseconds written in a file, read again whenever the file changes. A missing, empty or
 * unreadable file means no offset, so a test can delete it to return to the real time.
 */
import { readFileSync, statSync } from 'node:fs';

export function offsetClock(file: string, realNow: () => number = Date.now): () => Date {
  let seen = '';
  let offset = 0;
  return () => {
    let stamp = 'none';
    try {
      const info = statSync(file);
      stamp = `${info.mtimeMs}:${info.size}`;
    } catch {
      // No file: no offset.
    }
    if (stamp !== seen) {
      seen = stamp;
      let read = Number.NaN;
      try {
        read = Number(readFileSync(file, 'utf8').trim());
      } catch {
        // Unreadable: no offset.
      }
      offset = Number.isFinite(read) ? read : 0;
    }
    return new Date(realNow() + offset);
  };
}
