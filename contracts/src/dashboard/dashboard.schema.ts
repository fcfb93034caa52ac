import * as z from 'zod';
import { CarSchema } from '../cars/car.schema.js';
import { SpecialHoursEntrySchema } from '../hours/hours.schema.js';
import { LocationSchema } from '../locations/location.schema.js';
import { NavigationSchema } from '../site/navigation.schema.js';

/**
 * SPEC §7 dealer dashboard answers. SPEC names the calls but shows no shapes beyond "a body whose
 * status is '404' means false" and "session data including navigation, special_hours and locations":
 * the shapes below are ours, written down so the client, the stand-in and the sync agree on them.
 */

/** `GET {dashboard}/websites/{id}/cars/{slug}.json` when the car does not exist (HTTP 200 or 404). */
export const DashboardNotFoundSchema = z.object({ status: z.literal('404') });

/** A car slug as the dashboard and the car page use it (SPEC §5: letters, digits, hyphen, underscore). */
export const DashboardCarSlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * `GET {dashboard}/websites/{id}/cars.json?page=N`: the website's whole stock, a page at a time (not in
 * SPEC §7 — a sync needs the list to see which cars left). Cars stay `unknown` here: each one is parsed
 * with CarSchema on its own, so one bad car is skipped (and kept as it was) instead of failing the page.
 */
export const DashboardCarPageSchema = z.object({
  cars: z.array(z.unknown()).max(1000),
  next_page: z.number().int().positive().nullable(),
});
export type DashboardCarPage = z.infer<typeof DashboardCarPageSchema>;

/** `…/pages/search_slugs.json`: the site's search pages (/search/{slug}) and the filters each starts with. */
export const DashboardSearchSlugsSchema = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    filters: z.record(z.string(), z.array(z.string())).default({}),
  }),
);
export type DashboardSearchSlugs = z.infer<typeof DashboardSearchSlugsSchema>;

/** `…/search_page_templates.json`: the heading and text of each search page. */
export const DashboardSearchPageTemplatesSchema = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1),
    description: z.string().nullable().default(null),
  }),
);
export type DashboardSearchPageTemplates = z.infer<typeof DashboardSearchPageTemplatesSchema>;

/** `{dashboard}/api/v1/websites/{id}/website_session_data.json` (SPEC §7). */
export const WebsiteSessionDataSchema = z.object({
  navigation: NavigationSchema,
  special_hours: z.array(SpecialHoursEntrySchema),
  locations: z.array(LocationSchema),
});
export type WebsiteSessionData = z.infer<typeof WebsiteSessionDataSchema>;

/**
 * The body of a dashboard webhook (signed; see edge/src/dashboard/webhook-signature.ts). A car event
 * names the car; `site.updated` re-reads the session data.
 */
export const DashboardWebhookSchema = z.discriminatedUnion('event', [
  z.strictObject({
    event: z.enum(['car.created', 'car.updated', 'car.sold', 'car.removed']),
    website_id: z.number().int().positive(),
    slug: DashboardCarSlugSchema,
  }),
  z.strictObject({ event: z.literal('site.updated'), website_id: z.number().int().positive() }),
]);
export type DashboardWebhook = z.infer<typeof DashboardWebhookSchema>;

/** A dashboard car answer: the car, or null for "no such car" (a body with status '404'). */
export function parseDashboardCar(
  body: unknown,
): { ok: true; car: z.infer<typeof CarSchema> | null } | { ok: false; error: string } {
  if (DashboardNotFoundSchema.safeParse(body).success) return { ok: true, car: null };
  const car = CarSchema.safeParse(body);
  if (!car.success)
    return { ok: false, error: car.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  return { ok: true, car: car.data };
}

/**
 * KV key of a site's cached dashboard answer (SPEC §7: cached 7 days): the edge's dashboard sync writes
 * it, the search page reads it, the demo seed fills it.
 */
export const dashboardCacheKey = (what: 'search_slugs' | 'search_page_templates', siteSlug: string) =>
  `dashboard:${what}:${siteSlug}`;
