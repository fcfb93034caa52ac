import { type RefObject, useEffect } from 'react';
import type { Nav } from './use-search-navigation.js';

/**
 * Links inside the page (facets, chips, pages) navigate in place; they stay real links without JS.
 * The drawer's Filters, Close and Show links (`data-drawer`) open or close it: opening needs no URL
 * change; Close and Show still follow their #fragment, which moves the focus to the Filters button /
 * the results and also ends a :target drawer opened before the page hydrated.
 */
export function useInPageLinks(
  rootRef: RefObject<HTMLElement | null>,
  go: (href: string, nav: Nav) => unknown,
  setDrawer: (open: boolean) => void,
) {
  useEffect(() => {
    const root = rootRef.current;
    const onClick = (e: MouseEvent) => {
      const d = (e.target as HTMLElement).closest<HTMLElement>('[data-drawer]')?.dataset.drawer;
      if (d) {
        if (d === 'open') e.preventDefault();
        setDrawer(d === 'open');
        return;
      }
      const a = (e.target as HTMLElement).closest('a[data-nav]');
      if (!a || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      // A checkbox keeps the focus (its state changes in place), and so does anything in the open drawer.
      void go(a.getAttribute('href') ?? '/search', {
        push: true,
        focusResults: !a.closest('[role=checkbox],[aria-modal]'),
      });
    };
    // Links acting as checkboxes and buttons also answer Space, as those controls do.
    const onKey = (e: KeyboardEvent) => {
      const a = (e.target as HTMLElement).closest('a[role]');
      if (e.key === ' ' && a) {
        e.preventDefault();
        (a as HTMLElement).click();
      }
    };
    root?.addEventListener('click', onClick);
    root?.addEventListener('keydown', onKey);
    return () => {
      root?.removeEventListener('click', onClick);
      root?.removeEventListener('keydown', onKey);
    };
  }, [rootRef, go, setDrawer]);
}
