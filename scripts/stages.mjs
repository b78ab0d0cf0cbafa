// Runs npm scripts one after another, as `npm run a && npm run b` does (or all of them with
// --all, exiting with the last failure's status; `a+b` runs a and b at the same time), and
// appends each one's wall time to test-results/stages.txt (`name<TAB>seconds<TAB>exit status`),
// which scripts/test-summary.mjs prints.
// Each stage's output is also kept in test-results/stage-<name>.log, so the summary can quote why
// a stage failed when no test did (an unhandled error, a worker that died): CI keeps only the end.
import { spawn } from 'node:child_process';
import { appendFileSync, createWriteStream, mkdirSync } from 'node:fs';
import { constants } from 'node:os';
import { stageLog } from './stageLog.mjs';

const args = process.argv.slice(2);
const all = args[0] === '--all';

function run(script) {
  mkdirSync('test-results', { recursive: true });
  const log = createWriteStream(stageLog(script));
  // Output goes through a pipe: keep the colours a terminal would have had.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn('npm', ['run', script], { stdio: ['inherit', 'pipe', 'pipe'], env });
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    log.write(chunk);
  });
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      log.end();
      resolve(status ?? 128 + (constants.signals[signal] ?? 1));
    });
  });
}

/** Runs one script, records its time; answers its exit status. */
async function timed(script) {
  const started = performance.now();
  const code = await run(script);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  appendFileSync('test-results/stages.txt', `${script}\t${seconds}\t${code}\n`);
  return code;
}

// `a+b` runs a and b side by side (for checks that each use one core), as one step.
let status = 0;
for (const step of all ? args.slice(1) : args) {
  const codes = await Promise.all(step.split('+').map(timed));
  const code = codes.find((c) => c !== 0) ?? 0;
  if (code !== 0) {
    status = code;
    if (!all) break;
  }
}
process.exit(status);
