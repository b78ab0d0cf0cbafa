/**
 * The result of an import, as the terminal and the admin show it (its shape: the contract's
 * importReportSchema, src/contract/siteDataCalls.ts).
 */
import type { ImportReport } from '../../../src/contract/siteDataCalls';

export type { ImportReport };

export const emptyReport = (): ImportReport => ({
  total: 0,
  created: 0,
  updated: 0,
  skipped: [],
  imagesMissing: [],
  categoriesCreated: 0,
  authorsCreated: 0,
});

/** Progress: posts done out of the total, after each one. */
export type OnProgress = (done: number, total: number) => void;

/** The report as lines of text. */
export function reportLines(report: ImportReport): string[] {
  const lines = [
    `Posts: ${report.created} created, ${report.updated} updated, ${report.skipped.length} skipped (of ${report.total}).`,
    `Categories created: ${report.categoriesCreated}. Staff accounts created (to be invited): ${report.authorsCreated}.`,
  ];
  if (report.skipped.length > 0) {
    lines.push('Skipped:');
    for (const s of report.skipped) lines.push(`  - ${s.title}: ${s.reason}`);
  }
  if (report.imagesMissing.length > 0) {
    lines.push(`Images missing (${report.imagesMissing.length}):`);
    for (const m of report.imagesMissing) lines.push(`  - ${m.file} (in "${m.post}"): ${m.reason}`);
  } else {
    lines.push('Images missing: none.');
  }
  return lines;
}
