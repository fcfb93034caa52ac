import { KEYWORD_DEBOUNCE_MS } from '@forecourt/contracts';
import { useCallback, useEffect, useRef } from 'react';

/** SPEC §2 the keyword box's 300 ms debounce: `schedule` replaces a pending search; cleared on unmount. */
export function useKeywordTimer() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const schedule = useCallback(
    (run: () => void) => {
      cancel();
      timer.current = setTimeout(run, KEYWORD_DEBOUNCE_MS);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
