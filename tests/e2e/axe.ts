import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';

/** The bar every page is held to: WCAG 2.1 A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The axe-core that @axe-core/playwright injects (its own dependency), and that package's configuration. */
const axeRequire = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(axeRequire.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_CONFIGURE = `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`;

/**
 * Puts axe into a frame that does not hold it yet. As AxeBuilder does, a child frame that has not taken it
 * within a second, or will not, is left out.
 */
async function inject(frame: Frame, page: Page): Promise<void> {
  const put = async () => {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(`${AXE_SOURCE};${AXE_CONFIGURE}`);
  };
  if (frame === page.mainFrame()) return put();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 1000);
  });
  await Promise.race([put().catch(() => {}), late]);
  clearTimeout(timer);
}

/**
 * An axe-core scan of the page against WCAG 2.1 AA, as AxeBuilder's single-page ("legacy") mode runs it
 * (`new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode(true)`: axe in each frame, `axe.run` in
 * the page; 2–2.5× faster on a 100-card search page than its default, which merges per-frame results in
 * a blank page), but with axe put into a document once rather than twice per scan, and only the
 * violations reported node by node (`resultTypes`: no selector and HTML for each passing node). Under
 * load 18: a harbourside page 1.8 → 0.7 s a scan, ridgeway /search 8.8 → 3.8 s. Our pages frame nothing
 * cross-origin except the hosted chat panel, which chat.spec.ts scans with `new AxeBuilder`.
 */
export async function wcagScan(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) await inject(frame, page);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(c: Document, o: object): Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_21_AA,
  );
}

/** The scan's violations. */
export const axeViolations = async (page: Page) => (await wcagScan(page)).violations;

/** The scan's violations as `rule: selectors` lines, which read well in a failed `toEqual([])`. */
export const axeViolationLines = async (page: Page) =>
  (await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
