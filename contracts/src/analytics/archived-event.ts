import type { AnalyticsEventBody } from '../leads/lead-schema.js';

/**
 * One analytics event as the events archive holds it (one NDJSON line in R2, edge events/archive.ts):
 * the SPEC §3 event fields the API accepted, minus the client's website_slug, plus the site of the
 * host it was sent to and when it arrived. Analytics tools reading the archive rely on this shape.
 */
export type ArchivedEvent = Omit<AnalyticsEventBody['event'], 'website_slug'> & { site: string; created_at: string };
