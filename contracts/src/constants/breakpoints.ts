/**
 * SPEC §9 style breakpoints in px.
 *
 * @example
 * `@media (min-width: ${BREAKPOINTS.md}px)` // '@media (min-width: 768px)'
 */
export const BREAKPOINTS = { xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
