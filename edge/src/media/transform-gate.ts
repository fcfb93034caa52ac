/**
 * A per-isolate bound on local image transforms (issue 30 item 9). The WebAssembly codec runs on the
 * isolate's one thread for 0.27–1.6 s a variant with no await point inside, so a queue in front of it
 * would never see a second request while one runs: every other request of every dealer simply waits.
 * What bounds the harm is a duty cycle: one transform at a time, and after one that took d ms the next
 * may start only d × `pauseRatio` ms later, so transforms hold the isolate at most 1 / (1 + pauseRatio)
 * of the time (half, by default) and requests that arrived meanwhile (a cached page, a search) run in
 * the pauses. A transform asked for in a pause is turned away: the caller serves the original photo,
 * uncached, and a later request computes the variant (which is then stored for good).
 *
 * Production transforms through the Images binding (not on the isolate) and never takes this gate.
 */
export type GateLimits = { pauseRatio: number; maxPauseMs: number };

export const LOCAL_TRANSFORM_LIMITS: GateLimits = { pauseRatio: 1, maxPauseMs: 2000 };

export type Release = () => void;

/** IMAGE_TRANSFORM_PAUSE_RATIO (a number ≥ 0; default 1; 0 turns the pause off, as some tests need). */
export function localTransformLimits(raw: string | undefined): GateLimits {
  const ratio = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(ratio) && ratio >= 0
    ? { ...LOCAL_TRANSFORM_LIMITS, pauseRatio: ratio }
    : LOCAL_TRANSFORM_LIMITS;
}

export function createGate(now: () => number = Date.now) {
  let running = false;
  let freeAt = 0;
  return {
    /** A release to call when the transform ended, or null: too busy now (serve the original). */
    acquire(limits: GateLimits = LOCAL_TRANSFORM_LIMITS): Release | null {
      if (running || now() < freeAt) return null;
      running = true;
      const started = now();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        running = false;
        const took = now() - started;
        freeAt = now() + Math.min(took * limits.pauseRatio, limits.maxPauseMs);
      };
    },
    /** Whether a transform may start now (for tests and logs). */
    free: () => !running && now() >= freeAt,
  };
}

/** This isolate's gate for the local (WebAssembly) engine. */
export const localTransformGate = createGate();
