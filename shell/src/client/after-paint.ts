/**
 * Runs `work` once the browser has painted what the current interaction changed (issue 36, INP): a
 * frame, then a task after it. Work a shopper does not see at once (analytics, a network call, a
 * hidden menu's list) then stays out of the click's next paint. A page being left runs it at once
 * (pagehide), so nothing deferred is lost to a quick navigation; without frames (a test, a hidden
 * tab) a task stands in.
 */
export function afterNextPaint(
  work: () => void,
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = globalThis.window ?? null,
): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    win?.removeEventListener('pagehide', run);
    work();
  };
  win?.addEventListener('pagehide', run);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}
