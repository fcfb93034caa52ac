import type * as z from 'zod';
import { CarSchema } from './car.schema.js';

/**
 * The fields a search results card reads (title, photo, tag, price, facts, actions, Save). The search page
 * asks the index for only these (attributesToRetrieve): a whole car document is 3–4 times larger, and
 * every byte of a 100-card page is serialised by the edge, parsed by the remote and sent to the browser.
 */
export const CAR_CARD_FIELDS = [
  'id',
  'slug',
  'name',
  'make',
  'model',
  'badge',
  'series',
  'year',
  'km',
  'price',
  'price_type',
  'preorder',
  'status',
  'sold',
  'reserved',
  'reservable',
  'tag',
  'certified',
  'car_type',
  'simple_fuel',
  'simple_transmission',
  'location',
  'created_at_timestamp',
  'primary_image_url',
  'images',
  'payment_processors',
] as const satisfies readonly (keyof z.infer<typeof CarSchema>)[];

type CardField = (typeof CAR_CARD_FIELDS)[number];

/** A search hit as the results card gets it: the card fields of CarSchema, the same rules. */
// Pure: a browser bundle that takes only CAR_CARD_FIELDS (the search client's queries) drops the schema.
export const CarCardSchema = /* @__PURE__ */ CarSchema.pick(
  /* @__PURE__ */ Object.fromEntries(CAR_CARD_FIELDS.map((f) => [f, true])) as { [K in CardField]: true },
);
export type CarCard = z.infer<typeof CarCardSchema>;
