/** The JSON logger: one object per line, gathered per event-loop turn, errors in order. */
import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { jsonLogger } from '../../server/http/log';

/** A stream that keeps each write apart. */
function recorder() {
  const writes: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      writes.push(chunk.toString());
      done();
    },
  });
  return { stream, writes };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const parse = (text: string) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

it('writes the info lines of one turn in one write, one JSON object per line', async () => {
  const out = recorder();
  const log = jsonLogger(out.stream, recorder().stream);
  for (let i = 0; i < 50; i++) log.info({ method: 'GET', path: `/p/${i}`, status: 200 });
  expect(out.writes).toEqual([]);
  await turn();
  expect(out.writes).toHaveLength(1);
  const lines = parse(out.writes[0]!);
  expect(lines.map((l) => l.path)).toEqual(Array.from({ length: 50 }, (_, i) => `/p/${i}`));
  expect(lines[0]).toMatchObject({ level: 'info', method: 'GET', status: 200 });
  expect(Number.isNaN(Date.parse(String(lines[0]!.time)))).toBe(false);

  log.info({ msg: 'later' });
  await turn();
  expect(out.writes).toHaveLength(2);
  expect(parse(out.writes[1]!)).toEqual([expect.objectContaining({ msg: 'later' })]);
});

it('writes an error at once, after the info lines gathered before it', async () => {
  const both = recorder();
  const log = jsonLogger(both.stream, both.stream);
  log.info({ msg: 'first' });
  log.error({ msg: 'failed', error: 'boom' });
  expect(both.writes.flatMap(parse).map((l) => [l.level, l.msg])).toEqual([
    ['info', 'first'],
    ['error', 'failed'],
  ]);
  await turn();
  expect(both.writes).toHaveLength(2);
});
