import { useFocusTrap } from '@forecourt/remote-kit/use-focus-trap';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Below lg the filters are a drawer (modal while open) behind the Filters button; without JS it opens
 * on :target. `view` is the results shown: after each new one, a control re-rendered away under the
 * focus (a removed chip, a re-keyed range form) sends the focus to 'Show N vehicles', which says the
 * new count.
 */
export function useFiltersDrawer(view: unknown) {
  const [open, setOpen] = useState(false);
  const drawerRef = useRef<HTMLDivElement>(null);
  const filtersRef = useRef<HTMLAnchorElement>(null);
  const showRef = useRef<HTMLAnchorElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    filtersRef.current?.focus();
  }, []);
  useFocusTrap(drawerRef, open, close);
  // A tablet turned past lg shows the sidebar inline: no drawer (nor dialog) left open.
  useEffect(() => {
    if (!open) return;
    const wide = matchMedia('(min-width: 992px)');
    const onWide = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onWide);
    return () => wide.removeEventListener('change', onWide);
  }, [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new view
  useEffect(() => {
    if (open && !drawerRef.current?.contains(document.activeElement)) showRef.current?.focus();
  }, [view, open]);
  return { open, setOpen, drawerRef, filtersRef, showRef };
}
