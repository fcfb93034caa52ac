/**
 * Which feed column is which (docs/STOCK-FEEDS.md "Columns"): a dealer-management export names its
 * columns its own way (`StockNo`, `Stock #`, `Odometer`, `Condition`, `Internet Price` …). A header is
 * matched, in order, by the site's mapping file (`--mapping`), by our own column name, then by the
 * built-in aliases — all compared without case, spaces or punctuation. A required column that nothing
 * matches fails the whole feed once, up front, before any row is read.
 */
import { z } from 'zod';

/** Our columns (feed-row.ts FeedRowSchema keys) a feed must carry; the rest are optional. */
export const REQUIRED_COLUMNS = ['stocknum', 'make', 'model', 'year', 'km', 'price', 'car_type'] as const;

/** Header spellings of common dealer-management exports, per column (compared normalised). */
export const COLUMN_ALIASES: Record<string, readonly string[]> = {
  stocknum: ['StockNo', 'Stock No', 'Stock #', 'Stock Number', 'StockNumber', 'Stock', 'Stock ID', 'Stock Code'],
  vin: ['VIN', 'VIN Number', 'Chassis', 'Chassis Number', 'ChassisNo'],
  make: ['Make', 'Manufacturer', 'Brand'],
  model: ['Model', 'Model Name'],
  badge: ['Badge', 'Variant', 'Trim', 'Grade'],
  series: ['Series', 'Model Series', 'Generation'],
  year: ['Year', 'Model Year', 'Build Year', 'YearOfManufacture', 'Compliance Year'],
  km: ['Odometer', 'Odo', 'Kms', 'Kilometres', 'Kilometers', 'Mileage', 'Miles', 'Odometer Reading'],
  price: [
    'Price',
    'RetailPrice',
    'Retail Price',
    'Internet Price',
    'InternetPrice',
    'Sale Price',
    'SalePrice',
    'Advertised Price',
    'Drive Away Price',
    'Selling Price',
  ],
  price_type: ['Price Type', 'PriceType', 'Price Label'],
  before_price: ['Was Price', 'WasPrice', 'Before Price', 'Original Price', 'RRP'],
  subscription_price: ['Subscription Price', 'Weekly Price'],
  car_type: ['Condition', 'NewUsed', 'New/Used', 'New Used', 'Vehicle Condition', 'Stock Type', 'Car Type'],
  status: ['Status', 'Stock Status', 'Availability'],
  colour: ['Colour', 'Color', 'Exterior Colour', 'Exterior Color', 'ExtColour', 'ExtColor', 'Paint'],
  body: ['Body', 'Body Type', 'BodyType', 'Body Style', 'BodyStyle'],
  drive: ['Drive', 'Drive Type', 'DriveType', 'Drivetrain', 'Drive Train'],
  transmission: ['Transmission', 'Trans', 'Gearbox', 'Transmission Type'],
  fuel: ['Fuel', 'Fuel Type', 'FuelType'],
  seats: ['Seats', 'Seating', 'Seating Capacity', 'Doors Seats'],
  location: ['Location', 'Branch', 'Yard', 'Site', 'Dealer', 'Dealership', 'Location Code', 'Branch Code'],
  description: ['Description', 'Comments', 'Dealer Comments', 'Notes', 'Seller Comments'],
  tag: ['Tag', 'Badge Tag', 'Special'],
  certified: ['Certified', 'Certified Pre-Owned', 'CPO'],
  show_on_dealer_website: ['Show On Website', 'Website', 'Publish', 'Online'],
  reservable: ['Reservable'],
  images: ['Images', 'Photos', 'Photo URLs', 'Image URLs', 'ImageURLs', 'Pictures'],
  features: ['Features', 'Options', 'Equipment', 'Standard Features'],
};

/** `Stock #` → `stock`, `New/Used` → `newused`: case, spaces and punctuation do not count. */
export const normaliseHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A site's mapping file (JSON): `{ "columns": { "<their header>": "<our column>" | null } }`; null
 * ignores that column. Checked against our column names so a typo fails before any row is read.
 */
export const MappingSchema = z
  .object({
    columns: z.record(
      z.string().min(1),
      z.union([z.enum(Object.keys(COLUMN_ALIASES) as [string, ...string[]]), z.null()]),
    ),
  })
  .strict();
export type Mapping = z.infer<typeof MappingSchema>;

/** A mapping file's text → the mapping, or a sentence saying what is wrong with it. */
export function parseMapping(text: string): Mapping | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { error: `the mapping file is not JSON: ${(error as Error).message}` };
  }
  const parsed = MappingSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return {
    error: `the mapping file: ${issue?.path.join('.') || 'top level'}: ${issue?.message} (columns: ${Object.keys(COLUMN_ALIASES).join(', ')}, or null to ignore)`,
  };
}

export type ResolvedHeader = {
  /** Our column for each header position (null: ignored or unknown). */
  columns: (string | null)[];
  unknown: string[];
  /** Fatal: the feed is refused whole, nothing is read or written. */
  errors: string[];
};

const BY_ALIAS = new Map<string, string>(
  Object.entries(COLUMN_ALIASES).flatMap(([column, aliases]) => [
    [normaliseHeader(column), column] as [string, string],
    ...aliases.map((a) => [normaliseHeader(a), column] as [string, string]),
  ]),
);

/** The feed's header row → our columns, with the unknown ones and the fatal problems. */
export function resolveHeader(headers: readonly string[], mapping?: Mapping): ResolvedHeader {
  const mapped = new Map(Object.entries(mapping?.columns ?? {}).map(([h, c]) => [normaliseHeader(h), c]));
  const unknown: string[] = [];
  const from = new Map<string, string>();
  const errors: string[] = [];
  const columns = headers.map((header) => {
    const key = normaliseHeader(header);
    const column = mapped.has(key) ? mapped.get(key)! : (BY_ALIAS.get(key) ?? undefined);
    if (column === null) return null;
    if (column === undefined) {
      if (key !== '') unknown.push(header);
      return null;
    }
    const earlier = from.get(column);
    if (earlier !== undefined) {
      errors.push(
        `columns '${earlier}' and '${header}' both read as ${column}: map one of them to null in a mapping file (--mapping)`,
      );
      return null;
    }
    from.set(column, header);
    return column;
  });
  for (const column of REQUIRED_COLUMNS)
    if (!from.has(column))
      errors.push(
        `the feed has no ${column} column (also read as: ${COLUMN_ALIASES[column]!.join(', ')}); rename it or map it in a mapping file (--mapping)`,
      );
  return { columns, unknown, errors };
}
