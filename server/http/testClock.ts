/**
 * A clock for end-to-end tests (TEST_CLOCK_OFFSET_FILE): the real time plus the number of
 * milliseconds written in a file, read on every call (a few bytes; a check of the file's time
 * could miss two writes of one length within the file system's time resolution). A missing, empty or
 * unreadable file means no offset, so a test can delete it to return to the real time.
 */
import { readFileSync } from 'node:fs';

export function offsetClock(file: string, realNow: () => number = Date.now): () => Date {
  return () => new Date(realNow() + offsetIn(file));
}

function offsetIn(file: string): number {
  try {
    const offset = Number(readFileSync(file, 'utf8').trim());
    return Number.isFinite(offset) ? offset : 0;
  } catch {
    return 0; // no file, or unreadable: no offset
  }
}
