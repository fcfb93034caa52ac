/**
 * Spread on a page's root element when the page has no client behaviour (no handler, no state): the
 * shell then leaves the server HTML as it is — it neither loads the page module nor hydrates it, and a
 * page of only such fragments never evaluates React DOM (shell/src/client/manifest.ts
 * STATIC_FRAGMENT_ATTR). A page with an interactive part (the history timeline's tabs, the holiday
 * hours dialog) passes false and hydrates as usual.
 */
export const staticFragment = (isStatic = true): { 'data-fc-static'?: '' } =>
  isStatic ? { 'data-fc-static': '' } : {};
