/**
 * The report of `pnpm bench:inp` (inp.ts): per tenant and interaction the median, spread and the
 * median run's parts, then per run label how many are within 100 ms and the worst.
 */
import os from 'node:os';
import type { Sample } from './inp-measure.js';

export type Row = { tenant: string; interaction: string; origin: string; samples: Sample[]; skipped?: string };

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const ms = (v: number) => (v < 16 ? '<16' : v.toFixed(0));

/** Prints the table and the summary line (stdout). */
export function printReport(
  rows: Row[],
  run: { cpu: number; runs: number; paired: boolean; loadBefore: number; loadAfter: number },
): void {
  const { paired, loadBefore, loadAfter } = run;
  const CPU = run.cpu;
  const RUNS = run.runs;
  console.log(
    `\nINP at ${CPU}× CPU throttling, Event Timing, median of ${RUNS} (load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}, ${os.cpus().length} cores)`,
  );
  console.log(
    [
      'tenant'.padEnd(15),
      'interaction'.padEnd(17),
      ...(paired ? ['run'.padEnd(8)] : []),
      'median'.padStart(7),
      'min–max'.padStart(10),
      'delay'.padStart(6),
      'handlers'.padStart(9),
      'paint'.padStart(6),
      ' event',
    ].join(' '),
  );
  /** Per run label: interactions measured, those within 100 ms, the worst median. */
  const tally = new Map<string, { measured: number; within: number; worst: number; what: string }>();
  for (const r of rows) {
    if (r.skipped) {
      const run = paired ? ` ${r.origin.padEnd(8)}` : '';
      console.log(`${r.tenant.padEnd(15)} ${r.interaction.padEnd(17)}${run} ${'—'.padStart(7)}  (${r.skipped})`);
      continue;
    }
    const lat = r.samples.map((s) => s.latency);
    const med = median(lat);
    // The parts of the median run (not medians of each part: they would not add up).
    const at = r.samples.find((s) => s.latency === med)!;
    const t = tally.get(r.origin) ?? { measured: 0, within: 0, worst: 0, what: 'none' };
    tally.set(r.origin, t);
    t.measured++;
    if (med <= 100) t.within++;
    if (med > t.worst) Object.assign(t, { worst: med, what: `${r.tenant} ${r.interaction}` });
    console.log(
      [
        r.tenant.padEnd(15),
        r.interaction.padEnd(17),
        ...(paired ? [r.origin.padEnd(8)] : []),
        ms(med).padStart(7),
        `${ms(Math.min(...lat))}–${ms(Math.max(...lat))}`.padStart(10),
        at.delay.toFixed(0).padStart(6),
        at.processing.toFixed(0).padStart(9),
        at.presentation.toFixed(0).padStart(6),
        ` ${at.event}`,
      ].join(' '),
    );
    const shown = r.samples.map((x) => x.shown).filter((x): x is number => x !== undefined);
    if (shown.length)
      console.log(`${''.padEnd(33)}lightbox on screen ${median(shown).toFixed(0)} ms after the press (median)`);
  }
  const summary = [...tally].map(
    ([label, t]) =>
      `${paired ? `${label}: ` : ''}${t.within}/${t.measured} interactions ≤ 100 ms, worst ${ms(t.worst)} ms (${t.what})`,
  );
  console.log(
    `INP summary (median of ${RUNS}, ${CPU}× CPU, load ${loadAfter.toFixed(1)}): ${summary.join('; ') || 'nothing measured'}`,
  );
}
