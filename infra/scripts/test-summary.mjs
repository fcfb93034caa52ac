#!/usr/bin/env node
// Sums the JSON reports of every vitest and Playwright run into one closing line:
// "N passed, N failed" (plus skipped), so CI and humans see the whole suite at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
// Each step's wall time (test.sh appends one line per step), so a slow step is seen at a glance.
const steps = join(dir, 'steps.tsv');
if (existsSync(steps)) {
  const lines = readFileSync(steps, 'utf8').trim().split('\n').filter(Boolean);
  const total = lines.reduce((sum, line) => sum + Number(line.split('\t')[0]), 0);
  console.log('\nStep times');
  for (const line of lines) {
    const [secs, outcome, name] = line.split('\t');
    console.log(`  ${String(secs).padStart(5)} s  ${outcome === 'ok' ? '  ' : '✗ '}${name}`);
  }
  console.log(`  ${String(total).padStart(5)} s  in all (${(total / 60).toFixed(1)} min)`);
}
console.log('\nTest summary');
console.log(rows.join('\n'));
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
