import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { offsetClock } from '../../server/http/testClock';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function clockFile() {
  const dir = mkdtempSync(join(tmpdir(), 'clock-'));
  dirs.push(dir);
  return join(dir, 'offset');
}

describe('the end-to-end test clock', () => {
  it('is the real time while the file is missing', () => {
    const now = offsetClock(clockFile(), () => 1_000);
    expect(now().getTime()).toBe(1_000);
  });

  it('runs ahead by the milliseconds in the file, and follows a change to it', () => {
    const file = clockFile();
    const now = offsetClock(file, () => 1_000);
    writeFileSync(file, '120000\n');
    expect(now().getTime()).toBe(121_000);
    writeFileSync(file, '5');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(now().getTime()).toBe(1_005);
    rmSync(file);
    expect(now().getTime()).toBe(1_000);
  });

  it('ignores a file that does not hold a number', () => {
    const file = clockFile();
    writeFileSync(file, 'soon');
    expect(offsetClock(file, () => 7)().getTime()).toBe(7);
  });
});
