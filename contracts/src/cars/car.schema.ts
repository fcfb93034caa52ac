import * as z from 'zod';

export const CAR_TYPES = ['new', 'used', 'demo'] as const;
export const CarTypeSchema = z.enum(CAR_TYPES);
export type CarType = z.infer<typeof CarTypeSchema>;

export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;
export const CarStatusSchema = z.enum(CAR_STATUSES);
export type CarStatus = z.infer<typeof CarStatusSchema>;

export const SIMPLE_FUELS = ['Electric', 'Hybrid', 'PHEV', 'Petrol', 'Diesel'] as const;

/** SPEC §3 payment_processors[]: the deposit comes from the processor (default $200 elsewhere). */
export const PaymentProcessorSchema = z.object({
  authorization_type: z.string(),
  authorization_key: z.string().nullable(),
  deposit_amount: z.number().nullable(),
});
export type PaymentProcessor = z.infer<typeof PaymentProcessorSchema>;

/**
 * SPEC §3 Car. price_type's allowed values are not shown in SPEC: we accept any short label
 * (seeded values: 'Drive Away', 'Excl. Government Charges', 'Per Week', 'Per Day').
 */
export const CarSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  make: z.string(),
  model: z.string(),
  badge: z.string().nullable(),
  series: z.string().nullable(),
  year: z.number().int(),
  km: z.number().int().nonnegative(),
  price: z.number().nonnegative(),
  price_type: z.string().nullable(),
  before_price: z.number().nullable(),
  subscription_price: z.number().nullable(),
  preorder: z.boolean(),
  status: CarStatusSchema,
  sold: z.boolean(),
  sold_date_timestamp: z.number().int().nullable(),
  reserved: z.boolean(),
  reservable: z.boolean().nullable(),
  tag: z.string().nullable(),
  certified: z.boolean(),
  car_type: CarTypeSchema,
  simple_fuel: z.string(),
  simple_transmission: z.string(),
  stocknum: z.string(),
  vin: z.string().nullable(),
  dealership_id: z.number().int(),
  dealership_slug: z.string(),
  location: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    slug: z.string(),
    distribution_locations: z.array(z.string()).default([]),
  }),
  location_id: z.number().int(),
  city: z.string(),
  state: z.string(),
  created_at: z.string(),
  created_at_timestamp: z.number().int(),
  custom_rank: z.number(),
  primary_image_url: z.string().nullable(),
  images: z.array(z.object({ image: z.object({ url: z.string() }) })),
  thumbnails: z.array(z.string()),
  file: z.string().nullable(),
  payment_processors: z.array(PaymentProcessorSchema),
  has_checkout_payment_processor: z.boolean(),
  show_on_dealer_website: z.boolean(),
  carsales_seller_identifier: z.string().nullable(),
  photos_count: z.number().int(),
  simple_body: z.string(),
  simple_drive: z.string(),
  colour: z.string(),
  seats: z.number().int().nullable(),
  autograb_data: z
    .object({
      average_market_price: z.number().nullable(),
      state_average_market_price: z.number().nullable(),
    })
    .nullable(),
  manufacturer: z.object({ name: z.string(), slug: z.string() }),
  model_info: z.object({ name: z.string(), body: z.string() }).optional(),
  description: z.object({ body: z.string() }),
  categories: z.array(z.string()).default([]),
  features: z.array(z.string()).default([]),
});
export type Car = z.infer<typeof CarSchema>;
