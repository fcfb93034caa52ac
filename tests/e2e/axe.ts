import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The bar every page is held to: WCAG 2.1 A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * An axe-core scan of the page against WCAG 2.1 AA, in axe's single-page ("legacy") mode: it runs in the
 * page itself instead of opening a blank page to merge per-frame results, which is 2–2.5× faster on a
 * 100-card search page (ridgeway /search: 9.7 → 3.8 s). Our pages frame nothing cross-origin except the
 * hosted chat panel, which chat.spec.ts scans with `new AxeBuilder` so axe reaches into that frame.
 */
export const wcagScan = (page: Page) => new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode(true);

/** The scan's violations. */
export const axeViolations = async (page: Page) => (await wcagScan(page).analyze()).violations;

/** The scan's violations as `rule: selectors` lines, which read well in a failed `toEqual([])`. */
export const axeViolationLines = async (page: Page) =>
  (await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
