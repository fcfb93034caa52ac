/**
 * A Chromium trace's main-thread work, as bench:mainthread prints it: the renderer main thread's
 * top-level tasks, their wall time split by what ran in them (each event's self time goes to its group;
 * an event of no known group is its parent's, as Lighthouse's main-thread breakdown does), long tasks
 * and the total blocking time after first contentful paint.
 */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number;
  tts?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
};

type Group = 'script' | 'style' | 'parse' | 'paint' | 'other';

const GROUPS: Record<Exclude<Group, 'other'>, string[]> = {
  script: [
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'EventDispatch',
    'FireIdleCallback',
    'FireAnimationFrame',
    'RunMicrotasks',
    'V8.Execute',
    'v8.run',
    'v8.compile',
    'v8.compileModule',
    'V8.CompileCode',
    'v8.produceCache',
    'v8.produceModuleCache',
    'CacheScript',
    'MinorGC',
    'MajorGC',
    'GCEvent',
    'BlinkGC.AtomicPhase',
    'ThreadState::performIdleLazySweep',
    'ThreadState::completeSweep',
    'V8.GCFinalizeMC',
    'V8.GCScavenger',
  ],
  style: ['ScheduleStyleRecalculation', 'UpdateLayoutTree', 'RecalculateStyles', 'InvalidateLayout', 'Layout'],
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
  paint: [
    'Animation',
    'HitTest',
    'PaintSetup',
    'Paint',
    'PaintImage',
    'PrePaint',
    'Layerize',
    'UpdateLayer',
    'UpdateLayerTree',
    'CompositeLayers',
    'Commit',
    'ScrollLayer',
    'Decode Image',
    'ImageDecodeTask',
  ],
};
const GROUP_OF = new Map<string, Group>(
  Object.entries(GROUPS).flatMap(([g, names]) => names.map((n) => [n, g as Group] as const)),
);

/** Times in ms: start/end on the wall clock, cpu the thread's own time (µs tdur / 1000). */
type Span = { name: string; start: number; end: number; cpu: number; children: Span[] };

/**
 * The page's main thread: the renderer main thread (CrRendererMain) that navigated to the page (its
 * navigationStart). Not the busiest one: headless Chromium also runs its own WebUI renderers (the
 * omnibox popup loads ~400 chrome:// modules), which at times outwork the page and were measured
 * instead of it.
 */
function mainThreadSpans(events: TraceEvent[], start: TraceEvent | undefined): Span[] {
  const renderers = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!renderers.has(key) || (e.ph !== 'X' && e.ph !== 'B' && e.ph !== 'E')) continue;
    byThread.get(key)?.push(e) ?? byThread.set(key, [e]);
  }
  if (start) return nest(byThread.get(`${start.pid}:${start.tid}`) ?? []);
  let best: Span[] = [];
  let bestTime = -1;
  for (const list of byThread.values()) {
    const roots = nest(list);
    const time = roots.reduce((s, r) => s + r.end - r.start, 0);
    if (time > bestTime) [best, bestTime] = [roots, time];
  }
  return best;
}

/** Complete events (and B/E pairs) as a forest by containment, times in ms. */
function nest(events: TraceEvent[]): Span[] {
  const spans: Span[] = [];
  const open: TraceEvent[] = [];
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X')
      spans.push({
        name: e.name,
        start: e.ts / 1000,
        end: (e.ts + (e.dur ?? 0)) / 1000,
        cpu: (e.tdur ?? Number.NaN) / 1000,
        children: [],
      });
    else if (e.ph === 'B') open.push(e);
    else {
      const at = open.findLastIndex((b) => b.name === e.name);
      if (at < 0) continue;
      const [b] = open.splice(at, 1);
      const cpu = b!.tts !== undefined && e.tts !== undefined ? (e.tts - b!.tts) / 1000 : Number.NaN;
      spans.push({ name: e.name, start: b!.ts / 1000, end: e.ts / 1000, cpu, children: [] });
    }
  }
  // Longest first at equal starts, so a parent precedes the child it contains.
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const roots: Span[] = [];
  const stack: Span[] = [];
  for (const s of spans) {
    while (stack.length && stack[stack.length - 1]!.end <= s.start) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent && s.end <= parent.end + 0.001) parent.children.push(s);
    else if (!parent) roots.push(s);
    else continue; // overlaps its parent's end without nesting: a stray; left out
    stack.push(s);
  }
  return roots;
}

/** BENCH_MT_NAMES=1: self time by event name too (to see what "other" holds), wall ms. */
export const selfByName = new Map<string, number>();

/**
 * Self time by group on the wall clock, as Lighthouse's mainthread-work-breakdown counts it (a task's
 * duration less its children's). Not the thread's CPU time: on Linux, DevTools CPU throttling is a
 * busy-wait in a signal handler on the throttled thread itself (Blink's ThreadCPUThrottler spins 3 µs
 * for each µs run at 4×), so that CPU time already holds the slowdown and × rate counted it twice.
 */
function addSelf(span: Span, inherited: Group, into: Record<Group, number>) {
  const group = GROUP_OF.get(span.name) ?? inherited;
  const childTime = span.children.reduce((s, c) => s + c.end - c.start, 0);
  const self = Math.max(0, span.end - span.start - childTime);
  into[group] += self;
  const key = `${group} ${span.name}`;
  selfByName.set(key, (selfByName.get(key) ?? 0) + self);
  for (const c of span.children) addSelf(c, group, into);
}

/**
 * The page's navigationStart (blink.user_timing, an http document in the main frame): its thread is
 * the page's main thread, and before it the tab tears down its about:blank. (Each SVG image is a
 * document of its own with a navigationStart too, of no URL.)
 */
function navigationStart(events: TraceEvent[]): TraceEvent | undefined {
  return events.findLast(
    (e) =>
      e.name === 'navigationStart' &&
      String(e.args?.data?.documentLoaderURL ?? '').startsWith('http') &&
      e.args?.data?.isLoadingMainFrame === true,
  );
}

/**
 * `slowdown`: how much slower the phone is (Lighthouse: 4). `simulated` (Lighthouse's default method):
 * the load ran unthrottled and every duration is × slowdown, long tasks and TBT too (as Lighthouse's
 * simulation does). Otherwise the load ran under DevTools throttling at that rate and durations are as
 * measured. `total` (and its groups) is the tasks' wall time: Lighthouse's mainthread-work-breakdown.
 * `cpu` is the thread's CPU time in the same tasks: simulated, ~ total on a quiet machine and far
 * steadier under load (waiting for a core stretches wall time, not CPU time); under DevTools throttling
 * it holds the throttler's spin.
 */
export function summariseTrace(events: TraceEvent[], slowdown: number, simulated: boolean) {
  const start = navigationStart(events);
  const from = start ? start.ts / 1000 : Number.NEGATIVE_INFINITY;
  const roots = mainThreadSpans(events, start).filter((r) => r.end > from);
  const groups: Record<Group, number> = { script: 0, style: 0, parse: 0, paint: 0, other: 0 };
  for (const r of roots) addSelf(r, 'other', groups);
  const scale = simulated ? slowdown : 1;
  for (const g of Object.keys(groups) as Group[]) groups[g] *= scale;
  // The page's own first paint (the WebUI renderers paint too).
  const fcpEvent = events.find(
    (e) => e.name === 'firstContentfulPaint' && (!start || (e.pid === start.pid && e.ts >= start.ts)),
  );
  const fcp = fcpEvent ? fcpEvent.ts / 1000 : (roots[0]?.start ?? 0);
  const long = roots.filter((r) => (r.end - r.start) * scale >= 50);
  const tbt = long.filter((r) => r.start >= fcp).reduce((s, r) => s + (r.end - r.start) * scale - 50, 0);
  const cpu = roots.reduce((s, r) => s + (Number.isNaN(r.cpu) ? r.end - r.start : r.cpu), 0) * scale;
  const total = Object.values(groups).reduce((s, v) => s + v, 0);
  return { total, cpu, ...groups, longTasks: long.length, tbt };
}
