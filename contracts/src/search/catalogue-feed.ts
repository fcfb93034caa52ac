/**
 * The catalogue feed (issue 35; SPEC names no endpoint, so the design is ours — docs/STOCK-FEEDS.md
 * "Parts, offers and categories"): a dealer's system replaces one of its catalogue indexes with
 * `PUT /api/catalogue/{parts|offers|categories}` on the site's own host, body `{ documents: [...] }`,
 * signed with the site's feed key. Each document is its index's document (catalogue-documents.ts) with
 * the dealer's own `id`; the platform stores it as `{dealership_id}-{id}`, so two dealers' ids never meet
 * in the one table (or the one Meilisearch index) they share. Unknown fields are refused, not dropped: a
 * feed that sends `colour` where we read nothing is a mapping mistake the dealer should hear about.
 */
import * as z from 'zod';
import {
  CATALOGUE_INDEXES,
  type CatalogueIndexUid,
  CategoryDocumentSchema,
  OfferDocumentSchema,
  PartDocumentSchema,
} from './catalogue-documents.js';

/** Documents one feed may carry (the embedded backend's per-site cap, catalogue-index.ts). */
export const CATALOGUE_FEED_MAX_DOCUMENTS = 5_000;
/** A feed body's byte cap: 5,000 documents of ~700 bytes, with room. */
export const CATALOGUE_FEED_MAX_BYTES = 4 * 1024 * 1024;
/** `{ documents: [ { … } ] }`: nothing in a document nests. */
export const CATALOGUE_FEED_MAX_DEPTH = 3;

/** The dealer's id of a document: lower-case letters, digits and dashes (a part number slug), ≤ 60. */
const feedId = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/, 'an id is 1–60 lower-case letters, digits and dashes');

const FEED_DOCUMENTS = {
  parts: PartDocumentSchema.extend({ id: feedId }).strict(),
  offers: OfferDocumentSchema.extend({ id: feedId })
    .strict()
    .refine((o) => o.expires_at_timestamp > o.starts_at_timestamp, {
      message: 'an offer expires after it starts',
      path: ['expires_at_timestamp'],
    }),
  categories: CategoryDocumentSchema.extend({ id: feedId }).strict(),
} satisfies Record<CatalogueIndexUid, z.ZodType>;

/** The feed body of index `uid`: its documents, each id once. */
export function catalogueFeedSchema(uid: CatalogueIndexUid) {
  return z
    .object({ documents: z.array(FEED_DOCUMENTS[uid]).max(CATALOGUE_FEED_MAX_DOCUMENTS) })
    .strict()
    .superRefine((feed, ctx) => {
      const seen = new Set<string>();
      feed.documents.forEach((d, i) => {
        const key = `${d.dealership_id}-${d.id}`;
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', message: `id '${d.id}' twice`, path: ['documents', i, 'id'] });
        seen.add(key);
      });
    });
}

/** Whether `uid` is a catalogue index's name (the feed path's last segment). */
export const isCatalogueIndexUid = (uid: string): uid is CatalogueIndexUid => Object.hasOwn(CATALOGUE_INDEXES, uid);

/** The stored (and searchable) id of a feed document: the dealership's id before the dealer's. */
export const catalogueStoredId = (dealershipId: number, id: string) => `${dealershipId}-${id}`;

/** The first refusal of a feed body, as one line: `documents.3.price: …`. */
export function catalogueFeedIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const where = issue.path.join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}
