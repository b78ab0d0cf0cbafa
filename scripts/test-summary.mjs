// Prints one line `N passed, N failed` for the whole test run (vitest, stress + Playwright JSON reports).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stageLog } from './stageLog.mjs';

// The first line of an error, without colour codes, cut to fit one line of a CI log.
const firstLine = (text) =>
  String(text ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 240) ?? '';

const plain = (text) =>
  String(text ?? '').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

// How long each stage took (scripts/stages.mjs and .ci/run write test-results/stages.txt).
const failedStages = [];
if (existsSync('test-results/stages.txt')) {
  console.log('  stage                 seconds');
  for (const line of readFileSync('test-results/stages.txt', 'utf8').split('\n')) {
    const [name, seconds, code] = line.split('\t');
    if (!name || seconds === undefined) continue;
    const failed = code && code !== '0' ? `  (exit ${code})` : '';
    if (failed && name !== 'total') failedStages.push(name);
    console.log(`  ${name.padEnd(20)} ${seconds.padStart(8)}${failed}`);
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const vitest = read('test-results/vitest.json');
// The stress tests (npm run test:stress) write the same vitest JSON report, and so do the server
// suite and the stress tests run again on PostgreSQL (npm run test:pg, test:stress:pg), and the
// multi-instance test (npm run test:multi).
const reports = [
  ['unit, components and server (PGlite)', vitest],
  ['stress (PGlite)', read('test-results/stress.json')],
  ['server on PostgreSQL', read('test-results/server-pg.json')],
  ['stress on PostgreSQL', read('test-results/stress-pg.json')],
  ['two instances behind nginx (PostgreSQL)', read('test-results/multi.json')],
];
for (const [name, report] of reports) {
  if (!report) continue;
  const c = {
    passed: report.numPassedTests ?? 0,
    // A run that failed without a failed test (a file that did not load) counts as one failure.
    failed: report.numFailedTests || (report.success === false ? 1 : 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
  passed += c.passed;
  failed += c.failed;
  skipped += c.skipped;
  console.log(
    `  ${name}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`,
  );
  // Name what failed, with the first line of its error: CI keeps only the end of the output.
  for (const file of report.testResults ?? []) {
    const where = relative(process.cwd(), file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests)
      console.log(`    ✗ ${where} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (failedTests.length === 0 && file.status === 'failed')
      console.log(`    ✗ ${where}: ${firstLine(file.message)}`);
  }
}
const pw = read('test-results/playwright.json');
// Per Playwright project (the reference server, each PHP host): what each suite proved.
const byProject = new Map();
const failures = [];
const walk = (suite) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const counts = byProject.get(t.projectName) ?? { passed: 0, failed: 0, skipped: 0 };
      if (t.status === 'flaky')
        failures.push(
          `    ~ flaky (passed on retry) e2e ${t.projectName} ${spec.file}:${spec.line} > ${spec.title}`,
        );
      if (t.status === 'expected' || t.status === 'flaky') counts.passed += 1;
      else if (t.status === 'skipped') counts.skipped += 1;
      else {
        counts.failed += 1;
        const error = t.results?.at(-1)?.error?.message;
        failures.push(
          `    ✗ e2e ${t.projectName} ${spec.file}:${spec.line} > ${spec.title}: ${firstLine(error)}`,
        );
      }
      byProject.set(t.projectName, counts);
    }
  }
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of pw?.suites ?? []) walk(suite);
for (const [name, c] of byProject) {
  console.log(
    `  e2e ${name}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`,
  );
}
for (const line of failures) console.log(line);
if (pw?.stats) {
  passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
  failed += pw.stats.unexpected ?? 0;
  skipped += pw.stats.skipped ?? 0;
}
if (!vitest && !pw) failed += 1; // nothing ran: that is a failure, not a pass
// Why a stage failed when the reports above may not say it: an unhandled error (vitest fails the
// run with every test passed), a worker that died, a server that did not start. Quoted from the
// stage's own log (scripts/stages.mjs), as the first lines of its error block or else its end.
for (const stage of failedStages) {
  const file = stageLog(stage);
  if (!existsSync(file)) continue;
  const lines = plain(readFileSync(file, 'utf8'))
    .split('\n')
    .filter((line) => line.trim() !== '');
  const unhandled = lines.findIndex((line) => /Unhandled (Errors?|Rejection)/.test(line));
  const failing = lines.findIndex((line) => /^\s*(FAIL|✗|×)\s/.test(line));
  const at = unhandled >= 0 ? unhandled : failing;
  const quote = at >= 0 ? lines.slice(at, at + 14) : lines.slice(-10);
  console.log(`  why ${stage} failed (${file}):`);
  for (const line of quote) console.log(`    | ${line.slice(0, 200)}`);
}
// A stage that failed with every test passed is still a failure.
if (failed === 0) failed += failedStages.length;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
