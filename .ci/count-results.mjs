// Prints "N passed, N failed" from vitest's JSON report; a missing report counts as a failure.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log(`no test report at ${file}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const passed = report.numPassedTests ?? 0;
// A file that fails to load has no tests of its own: count it as one failure.
const brokenFiles = (report.testResults ?? []).filter(
  (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
).length;
const failed = (report.numFailedTests ?? 0) + brokenFiles;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
