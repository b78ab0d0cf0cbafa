// Prints one line `N passed, N failed` for the whole test run (vitest, stress + Playwright JSON reports).
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const vitest = read('test-results/vitest.json');
// The stress tests (npm run test:stress) write the same vitest JSON report.
const stress = read('test-results/stress.json');
for (const report of [vitest, stress]) {
  if (!report) continue;
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
const pw = read('test-results/playwright.json');
// Per Playwright project (the reference server, each PHP host): what each suite proved.
const byProject = new Map();
const walk = (suite) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const counts = byProject.get(t.projectName) ?? { passed: 0, failed: 0, skipped: 0 };
      if (t.status === 'expected' || t.status === 'flaky') counts.passed += 1;
      else if (t.status === 'skipped') counts.skipped += 1;
      else counts.failed += 1;
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
if (pw?.stats) {
  passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
  failed += pw.stats.unexpected ?? 0;
  skipped += pw.stats.skipped ?? 0;
}
if (!vitest && !pw) failed += 1; // nothing ran: that is a failure, not a pass
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
