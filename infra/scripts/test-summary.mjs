#!/usr/bin/env node
// Sums the JSON reports of every vitest and Playwright run into one closing line:
// "N passed, N failed" (plus skipped), so CI and humans see the whole suite at once.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  let p = 0;
  let f = 0;
  let s = 0;
  if ('numPassedTests' in report) {
    p = report.numPassedTests;
    f = report.numFailedTests;
    s = report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    p = report.stats.expected + (report.stats.flaky ?? 0);
    f = report.stats.unexpected;
    s = report.stats.skipped;
  }
  rows.push(
    `  ${file.replace(/\.json$/, '').padEnd(14)} ${String(p).padStart(5)} passed ${String(f).padStart(3)} failed`,
  );
  passed += p;
  failed += f;
  skipped += s;
}
console.log('\nTest summary');
console.log(rows.join('\n'));
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
