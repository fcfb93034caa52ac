/**
 * A per-isolate bound on local image transforms waiting at once (issue 30 item 9). The transforms run
 * in the local image Worker's own process (local-images/worker.ts), one at a time there, so the edge's
 * thread is never held by the codec. What is left to bound is the queue: each waiting request holds its
 * source photo (up to 10 MB) and a connection, and an abuser asking for new variants would only lengthen
 * it. Past the bound, the caller serves the original photo, uncached, and a later request computes the
 * variant (which is then stored for good).
 *
 * Production transforms through the Images binding and never takes this gate.
 */
export const DEFAULT_TRANSFORMS_IN_FLIGHT = 2;

export type Release = () => void;

/** IMAGE_TRANSFORMS_IN_FLIGHT (an integer ≥ 1; default 2). */
export function transformsInFlight(raw: string | undefined): number {
  const n = raw === undefined ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_TRANSFORMS_IN_FLIGHT;
}

export function createGate() {
  let running = 0;
  return {
    /** A release to call when the transform ended, or null: `max` already wait (serve the original). */
    acquire(max: number = DEFAULT_TRANSFORMS_IN_FLIGHT): Release | null {
      if (running >= max) return null;
      running++;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        running--;
      };
    },
    /** Transforms waited on now (for tests and logs). */
    inFlight: () => running,
  };
}

/** This isolate's gate for local transforms. */
export const localTransformGate = createGate();
