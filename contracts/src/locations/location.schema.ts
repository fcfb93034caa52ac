import * as z from 'zod';
import { HoursEntrySchema } from '../hours/hours.schema.js';

/** SPEC §3 Location. location_type empty means sales. */
export const LocationSchema = z.object({
  id: z.number().int(),
  dealership_id: z.number().int(),
  dealership_slug: z.string(),
  name: z.string(),
  slug: z.string(),
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  position: z.number().int().default(0),
  location_type: z.enum(['sales', 'service', 'parts', '']).nullable().default('sales'),
  location_subtype: z.array(z.string()).default([]),
  dealer_license_number: z.string().nullable().optional(),
  manufacturers: z.array(z.string()).default([]),
  reviews: z.object({ count: z.number().int(), average_rating: z.string() }).optional(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postcode: z.string(),
    lat: z.number(),
    long: z.number(),
    place_id: z.string().nullable().optional(),
    place_url: z.string().nullable().optional(),
    full: z.string(),
    map_url: z.string(),
  }),
  contact_detail: z.object({
    phone: z.string().nullable(),
    email: z.string().nullable().optional(),
    facebook_url: z.string().nullable().optional(),
    instagram_url: z.string().nullable().optional(),
    youtube_url: z.string().nullable().optional(),
    opening_hours: z.array(HoursEntrySchema).default([]),
  }),
  image: z.string().nullable().optional(),
});
export type Location = z.infer<typeof LocationSchema>;
