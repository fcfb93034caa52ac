import { dealersForPercent, pinDealers, RemoteNameSchema, type RoutingTable, SemverSchema } from '@forecourt/contracts';
import * as z from 'zod';

/**
 * A self-judging canary's plan and where it stands, in KV next to routing (`canaries:v1`, one canary
 * per remote; a finished one stays until the next starts, so `ops routing status` shows how it ended).
 * The ops CLI starts it (`routing canary <remote> <version> --auto`, first step pinned at once); the
 * edge's cron (canary-cron.ts) judges each step and moves it on, promotes it or rolls it back.
 */
export const CANARIES_KEY = 'canaries:v1';

/** A step: 'one' dealer, or a percentage of dealers (chosen by dealersForPercent: each step's set contains the last). */
export const CanaryStepSchema = z.union([z.literal('one'), z.number().gt(0).max(100)]);
export type CanaryStep = z.infer<typeof CanaryStepSchema>;
/** The default steps: 1 dealer, 10%, 50%, 100%, then the default moves. */
export const DEFAULT_CANARY_STEPS: readonly CanaryStep[] = ['one', 10, 50, 100];
/**
 * How long each step runs before it may be judged healthy (`--window`; tests shorten it). A worse version
 * is rolled back at the first cron tick with enough renders, without waiting for the window's end.
 */
export const DEFAULT_STEP_WINDOW_MS = 30 * 60_000;

const FiguresSchema = z.object({
  version: z.string(),
  renders: z.number(),
  fallbackRate: z.number(),
  p95Ms: z.number().nullable(),
});
export const CanarySchema = z.object({
  remote: RemoteNameSchema,
  version: SemverSchema,
  /** The default version when it started: the one it is compared with, and what a rollback returns dealers to. */
  baseline: SemverSchema,
  steps: z.array(CanaryStepSchema).min(1),
  step: z.number().int().min(0),
  stepStartedAt: z.number(),
  windowMs: z.number().int().positive(),
  status: z.enum(['running', 'promoted', 'rolled-back', 'abandoned']),
  startedAt: z.string(),
  by: z.string(),
  reason: z.string(),
  /** The last judgement (every cron tick): what it saw and decided. */
  last: z
    .object({
      at: z.string(),
      verdict: z.enum(['wait', 'healthy', 'worse']),
      detail: z.string(),
      canary: FiguresSchema,
      baseline: FiguresSchema,
    })
    .optional(),
});
export type Canary = z.infer<typeof CanarySchema>;
export const CanariesSchema = z.record(z.string(), CanarySchema);
export type Canaries = z.infer<typeof CanariesSchema>;

export const parseCanaries = (raw: string | null): Canaries => (raw ? CanariesSchema.parse(JSON.parse(raw)) : {});

export const stepLabel = (step: CanaryStep) => (step === 'one' ? '1 dealer' : `${step}%`);

/** The dealers a step pins: 'one' is the first dealer of the percentage order, so it is in every later step. */
export function dealersForStep(step: CanaryStep, dealers: readonly string[]): string[] {
  return step === 'one' ? dealersForPercent(dealers, 100).slice(0, 1) : dealersForPercent(dealers, step);
}

/** `--steps one,10,50,100` → steps (strictly growing percentages; 'one' only first). */
export function parseSteps(text: string): CanaryStep[] | string {
  const steps = text.split(',').map((s) => (s.trim() === 'one' ? 'one' : Number(s.trim())));
  const parsed = z.array(CanaryStepSchema).min(1).safeParse(steps);
  if (!parsed.success)
    return `--steps takes "one" or percentages above 0 and at most 100, comma-separated (got ${text})`;
  const percents = parsed.data.map((s) => (s === 'one' ? 0 : s));
  if (percents.some((p, i) => i > 0 && p <= percents[i - 1]!)) return `--steps must grow (got ${text})`;
  return parsed.data;
}

export type StartCanary = {
  remote: Canary['remote'];
  version: string;
  steps: readonly CanaryStep[];
  windowMs: number;
  at: string;
  by: string;
  reason: string;
};

/**
 * Starts a canary: refused while one of that remote runs, or when the version already is the default;
 * its first step's dealers are pinned at once. Returns the routing and the canaries to write.
 */
export function startCanary(
  table: RoutingTable,
  canaries: Canaries,
  dealers: readonly string[],
  o: StartCanary,
): { ok: true; table: RoutingTable; canaries: Canaries; pinned: string[] } | { ok: false; error: string } {
  const running = canaries[o.remote];
  if (running?.status === 'running') {
    return {
      ok: false,
      error: `a canary of ${o.remote}@${running.version} is running (step ${running.step + 1} of ${running.steps.length}); unpin it first`,
    };
  }
  const baseline = table.defaults[o.remote];
  if (!baseline) return { ok: false, error: `${o.remote} has no default version to compare with` };
  if (baseline === o.version) return { ok: false, error: `${o.remote}@${o.version} already is the default` };
  const pinned = dealersForStep(o.steps[0]!, dealers);
  const canary: Canary = {
    remote: o.remote,
    version: o.version,
    baseline,
    steps: [...o.steps],
    step: 0,
    stepStartedAt: Date.parse(o.at),
    windowMs: o.windowMs,
    status: 'running',
    startedAt: o.at,
    by: o.by,
    reason: o.reason,
  };
  return {
    ok: true,
    table: pinDealers(table, pinned, o.remote, o.version, o.at),
    canaries: { ...canaries, [o.remote]: CanarySchema.parse(canary) },
    pinned,
  };
}
