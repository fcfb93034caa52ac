#!/usr/bin/env node
// Sums the JSON reports of every vitest and Playwright run into one closing line:
// "N passed, N failed" (plus skipped), so CI and humans see the whole suite at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
/** Each failed test's place and the first line of its error: CI keeps only the output's tail. */
const failures = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 240) ?? '';
function playwrightFailures(suite, file) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      if (test.status === 'unexpected')
        failures.push(
          `${file}:${spec.line} › ${spec.title}\n      ${firstLine(test.results?.at(-1)?.errors?.[0]?.message)}`,
        );
  for (const child of suite.suites ?? []) playwrightFailures(child, file);
}
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
    for (const r of report.testResults ?? []) {
      const name = relative(process.cwd(), r.name);
      const failed = (r.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failed) failures.push(`${name} › ${a.fullName}\n      ${firstLine(a.failureMessages?.[0])}`);
      // A file that failed to load has no failed test but a message of its own.
      if (r.status === 'failed' && failed.length === 0) failures.push(`${name}\n      ${firstLine(r.message)}`);
    }
  } else if (report.stats) {
    p = report.stats.expected + (report.stats.flaky ?? 0);
    f = report.stats.unexpected;
    s = report.stats.skipped;
    for (const suite of report.suites ?? []) playwrightFailures(suite, suite.file);
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
if (failures.length > 0) console.log(`\nFailed tests\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log('\nTest summary');
console.log(rows.join('\n'));
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
