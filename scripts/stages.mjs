// Runs npm scripts one after another, as `npm run a && npm run b` does (or all of them with
// --all, exiting with the last failure's status), and appends each one's wall time to
// test-results/stages.txt (`name<TAB>seconds<TAB>exit status`), which scripts/test-summary.mjs prints.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import { constants } from 'node:os';

const args = process.argv.slice(2);
const all = args[0] === '--all';
let status = 0;
for (const script of all ? args.slice(1) : args) {
  const started = performance.now();
  const run = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  const code = run.status ?? 128 + (constants.signals[run.signal] ?? 1);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  mkdirSync('test-results', { recursive: true });
  appendFileSync('test-results/stages.txt', `${script}\t${seconds}\t${code}\n`);
  if (code !== 0) {
    status = code;
    if (!all) break;
  }
}
process.exit(status);
