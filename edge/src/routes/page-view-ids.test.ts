import { PAGE_VIEW_IDS, pageViewEventId } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { PAGE_PLANS } from './page-plan.js';

/** The routes whose page view is 13 by choice (information pages; contracts page-view-ids.ts). */
const INFORMATION = new Set([
  'aftermarket',
  'why-service',
  'explore-brands',
  'dealership-network',
  'about-us',
  'terms',
  'privacy',
  'buying-online',
]);

describe('SPEC §9 page views: every route of the page plan has its page view id (contracts pageViewEventId)', () => {
  it.each(PAGE_PLANS.map((p) => [p.name, p] as const))('%s', (name, plan) => {
    const component = plan.fragments[0]?.component ?? null;
    const path = plan.pattern
      .replace('{vehicles}', '/cars')
      .replace('{garage}', '/my-garage')
      .replace(/:\w+|\*/g, 'x');
    const id = pageViewEventId({ component, path });
    if (INFORMATION.has(name)) expect(id).toBe(PAGE_VIEW_IDS.OTHER);
    else expect(id, `${name} (${component} ${path}) is not left to 'other'`).not.toBe(PAGE_VIEW_IDS.OTHER);
  });
});
