/**
 * The documents of the parts, offers and categories search indexes (SPEC §7 names the indexes, not
 * their fields: these are ours). Each is stored in D1 (tables `parts`, `offers`, `categories`, JSON
 * `doc`) and carries `dealership_id`, the field every index's server scope filters on, so one dealer
 * never sees another's rows.
 */
import * as z from 'zod';

const id = z.string().regex(/^[a-z0-9-]{1,80}$/);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** A part or accessory a dealership sells (the `parts` index, /parts/search). */
export const PartDocumentSchema = z.object({
  id,
  dealership_id: z.number().int().positive(),
  name: z.string().min(1).max(120),
  part_number: z.string().min(1).max(40),
  /** The category's name and slug (a `categories` document of kind 'parts' describes it). */
  category: z.string().min(1).max(60),
  category_slug: slug,
  /** The brand it fits (a make the dealership sells), or null for a universal part. */
  make: z.string().max(40).nullable(),
  /** Price in the site's currency, or null: 'price on application'. */
  price: z.number().nonnegative().nullable(),
  description: z.string().max(500),
  in_stock: z.boolean(),
});
export type PartDocument = z.infer<typeof PartDocumentSchema>;

/** A special offer (the `offers` index): a vehicle, service or parts deal live between two times. */
export const OfferDocumentSchema = z.object({
  id,
  dealership_id: z.number().int().positive(),
  name: z.string().min(1).max(120),
  offer_type: z.enum(['vehicle', 'service', 'parts']),
  make: z.string().max(40).nullable(),
  model: z.string().max(60).nullable(),
  /** new, used or demo for a vehicle offer; null otherwise. */
  car_type: z.string().max(20).nullable(),
  description: z.string().max(500),
  /** The price the offer names, or null. */
  price: z.number().nonnegative().nullable(),
  /** Where the offer's call to action goes (a path of the site). */
  url: z.string().regex(/^\/[^\s]*$/),
  /** Unix seconds: the offer is searchable from starts_at_timestamp to expires_at_timestamp (the scope). */
  starts_at_timestamp: z.number().int(),
  expires_at_timestamp: z.number().int(),
});
export type OfferDocument = z.infer<typeof OfferDocumentSchema>;

/** A category of a dealership's catalogue (the `categories` index): today parts categories. */
export const CategoryDocumentSchema = z.object({
  id,
  dealership_id: z.number().int().positive(),
  name: z.string().min(1).max(60),
  slug,
  kind: z.enum(['parts']),
  description: z.string().max(300),
  position: z.number().int().nonnegative(),
});
export type CategoryDocument = z.infer<typeof CategoryDocumentSchema>;

/** The indexes other than cars, their D1 table (same name) and document schema. */
export const CATALOGUE_INDEXES = {
  parts: PartDocumentSchema,
  offers: OfferDocumentSchema,
  categories: CategoryDocumentSchema,
} as const;
export type CatalogueIndexUid = keyof typeof CATALOGUE_INDEXES;

/**
 * A stored row's document, or null when its JSON fails the index's schema (never searchable, like a
 * car failing CarSchema).
 */
export function catalogueDocumentFromJson(uid: CatalogueIndexUid, doc: string): Record<string, unknown> | null {
  let json: unknown;
  try {
    json = JSON.parse(doc);
  } catch {
    return null;
  }
  const parsed = CATALOGUE_INDEXES[uid].safeParse(json);
  return parsed.success ? (parsed.data as Record<string, unknown>) : null;
}
