/**
 * The nine demo tenants of DESIGN.md ("Demo tenants"), as data: fictional businesses at real
 * places, selling real makes and models. Everything per-dealer lives here or in the site
 * configuration built from it — the generator has no slug checks.
 */
import type { CarType, SiteConfigInput } from '@forecourt/contracts';
import type { Market, ModelSpec, VehicleKind } from './catalog.js';
import { AU_CARS, CARAVANS, MOTORCYCLES, NZ_EXTRA_CARS, TRUCKS, US_CARS } from './catalog.js';
import type { LocationKind, WeeklyHoursName } from './hours.js';

export interface LocationSpec {
  /** Name of the location, e.g. 'Harbourside Toyota Parramatta Service Centre'. */
  name: string;
  kind: LocationKind;
  subtype?: string[];
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  phone: string;
  hours: WeeklyHoursName;
}

export interface DealershipSpec {
  name: string;
  slug: string;
  /** Franchised makes: new and demo stock comes only from these ([] = used-only dealership). */
  makes: string[];
  /** Share of the tenant's used stock held here (relative weight). */
  usedWeight: number;
  locations: LocationSpec[];
}

/** How a tenant prices its vehicles. */
export type PriceMode = 'sale' | 'subscription' | 'rental';

export interface TenantSpec {
  /** Site id; car, location, dealership and review ids are derived from it. */
  number: number;
  slug: string;
  name: string;
  market: Market;
  kind: VehicleKind;
  /** Letters that start every stock number of this tenant (unique across tenants). */
  stockPrefix: string;
  domain: string;
  priceMode: PriceMode;
  stock: Record<CarType, number>;
  reviews: { count: number; average: number };
  catalog: ModelSpec[];
  dealerships: DealershipSpec[];
  /** Special-hours shape (SPEC §3 allows start_hour/end_hour or hours.begin/end). */
  specialHoursStyle: 'start_end' | 'hours';
  /** Share of used stock that is certified (manufacturer certified pre-owned). */
  certifiedShare: number;
  /** Site configuration fields specific to this tenant (navigation is built separately). */
  config: Partial<SiteConfigInput> & Pick<SiteConfigInput, 'template' | 'theme'>;
}

const au = (...specs: ModelSpec[][]): ModelSpec[] => specs.flat();

export const DEMO_TENANTS: TenantSpec[] = [
  {
    number: 1,
    slug: 'harbourside',
    name: 'Harbourside Motor Group',
    market: 'AU',
    kind: 'car',
    stockPrefix: 'HMG',
    domain: 'www.harbourside-motor-group.com.au',
    priceMode: 'sale',
    stock: { used: 585, new: 442, demo: 284 },
    reviews: { count: 7217, average: 4.2 },
    catalog: AU_CARS,
    specialHoursStyle: 'start_end',
    certifiedShare: 0.08,
    dealerships: [
      {
        name: 'Harbourside Toyota Parramatta',
        slug: 'harbourside-toyota-parramatta',
        makes: ['Toyota'],
        usedWeight: 3,
        locations: [
          { name: 'Harbourside Toyota Parramatta', kind: 'sales', street: '94 Church Street', city: 'Parramatta', state: 'NSW', postcode: '2150', lat: -33.8063, long: 151.0023, phone: '02 5550 1100', hours: 'salesAU' },
          { name: 'Harbourside Toyota Parramatta Service Centre', kind: 'service', street: '17 Grose Street', city: 'North Parramatta', state: 'NSW', postcode: '2151', lat: -33.8035, long: 151.0005, phone: '02 5550 1101', hours: 'serviceAU7' },
          { name: 'Harbourside Parts Distribution Centre', kind: 'parts', street: '8 Holker Street', city: 'Silverwater', state: 'NSW', postcode: '2128', lat: -33.8349, long: 151.0493, phone: '02 5550 1102', hours: 'partsAU' },
        ],
      },
      {
        name: 'Harbourside Hyundai Brookvale',
        slug: 'harbourside-hyundai-brookvale',
        makes: ['Hyundai'],
        usedWeight: 2,
        locations: [
          { name: 'Harbourside Hyundai Brookvale', kind: 'sales', street: '630 Pittwater Road', city: 'Brookvale', state: 'NSW', postcode: '2100', lat: -33.7637, long: 151.2713, phone: '02 5550 1200', hours: 'salesAU' },
          { name: 'Harbourside Hyundai Brookvale Service', kind: 'service', subtype: ['parts'], street: '3 Cross Street', city: 'Brookvale', state: 'NSW', postcode: '2100', lat: -33.7652, long: 151.2695, phone: '02 5550 1201', hours: 'serviceAU730' },
        ],
      },
      {
        name: 'Harbourside Mazda Penrith',
        slug: 'harbourside-mazda-penrith',
        makes: ['Mazda'],
        usedWeight: 2,
        locations: [
          { name: 'Harbourside Mazda Penrith', kind: 'sales', street: '100 Mulgoa Road', city: 'Penrith', state: 'NSW', postcode: '2750', lat: -33.7563, long: 150.6832, phone: '02 5550 1300', hours: 'salesAU' },
        ],
      },
      {
        name: 'Harbourside Kia Ringwood',
        slug: 'harbourside-kia-ringwood',
        makes: ['Kia'],
        usedWeight: 2,
        locations: [
          { name: 'Harbourside Kia Ringwood', kind: 'sales', street: '288 Maroondah Highway', city: 'Ringwood', state: 'VIC', postcode: '3134', lat: -37.8127, long: 145.2196, phone: '03 7010 1400', hours: 'salesAULateThursday' },
          { name: 'Harbourside Kia Ringwood Service Centre', kind: 'service', street: '12 Bond Street', city: 'Ringwood', state: 'VIC', postcode: '3134', lat: -37.814, long: 145.231, phone: '03 7010 1401', hours: 'serviceAU7' },
        ],
      },
      {
        name: 'Harbourside Ford Dandenong',
        slug: 'harbourside-ford-dandenong',
        makes: ['Ford'],
        usedWeight: 2,
        locations: [
          { name: 'Harbourside Ford Dandenong', kind: 'sales', street: '150 Princes Highway', city: 'Dandenong', state: 'VIC', postcode: '3175', lat: -37.9841, long: 145.2033, phone: '03 7010 1500', hours: 'salesAU' },
          { name: 'Harbourside Ford Dandenong Service & Parts', kind: 'service', subtype: ['parts'], street: '9 Frankston-Dandenong Road', city: 'Dandenong South', state: 'VIC', postcode: '3175', lat: -37.9972, long: 145.2041, phone: '03 7010 1501', hours: 'serviceAU730' },
        ],
      },
      {
        name: 'Harbourside Used Cars Liverpool',
        slug: 'harbourside-used-cars-liverpool',
        makes: [],
        usedWeight: 6,
        locations: [
          { name: 'Harbourside Used Cars Liverpool', kind: 'sales', subtype: ['buying'], street: '340 Hume Highway', city: 'Liverpool', state: 'NSW', postcode: '2170', lat: -33.9118, long: 150.9141, phone: '02 5550 1600', hours: 'salesAU' },
        ],
      },
    ],
    config: {
      template: 'group',
      theme: { primary: '#0b3d63', primary_contrast: '#ffffff', accent: '#f5a300', header_bg: '#0b3d63', header_text: '#ffffff' },
      description: 'Sydney and Melbourne dealer group: new, used and demo cars from Toyota, Hyundai, Mazda, Kia and Ford.',
      timezone: 'Australia/Sydney',
      dealership_group: 'Harbourside Motor Group',
      payment_provider: 'stripe',
      finance_provider: 'Harbourside Finance',
      garage_enabled: true,
      garage_path: '/myharbourside',
      authentication: true,
      autobot: true,
      features: { payments: true, autograb: true, redbook: true, nevdis: true, enable_store: true, build_model_pages: true },
      specifications: { just_arrived_days: 8, just_arrived_tag_name: 'Just Arrived', sold_tag_name: 'JUST SOLD' },
      default_search_path: '/search/new-used-and-demo-cars',
      search_page_size: 21,
      promotion_position: 9,
      popular_makes: ['Toyota', 'Ford', 'Hyundai', 'Kia', 'Mazda'],
      make_order: ['Toyota', 'Ford', 'Hyundai', 'Kia', 'Mazda'],
      show_payment_logos: true,
      standard_links: { finance: '/finance', trade_in: '/valuations', contact: '/dealerships' },
      offers: true,
      blogs: true,
      reviews: true,
      analytics: { google_analytics_id: 'G-HBSD000001,G-HBSD000002', facebook_pixel: '100000000000001', gtm_id: 'GTM-HBSD01' },
      chat: {
        livechat_agent_group: '3',
        text_messaging_organisation: 'harbourside-motor-group',
        hidden_on_paths: ['/cars', '/our-locations/', '/checkout-journey'],
        autobot_hidden_on_paths: ['/checkout-journey', '/cars'],
      },
      push_leads_to_website_primary_location: true,
    },
  },
  {
    number: 2,
    slug: 'ridgeway-toyota',
    name: 'Ridgeway Toyota',
    market: 'AU',
    kind: 'car',
    stockPrefix: 'RWT',
    domain: 'www.ridgewaytoyota.com.au',
    priceMode: 'sale',
    stock: { new: 70, used: 70, demo: 25 },
    reviews: { count: 1843, average: 4.7 },
    catalog: au(AU_CARS.filter((c) => c.make === 'Toyota'), AU_CARS.filter((c) => ['Mazda', 'Hyundai', 'Ford', 'Mitsubishi'].includes(c.make))),
    specialHoursStyle: 'hours',
    certifiedShare: 0.6,
    dealerships: [
      {
        name: 'Ridgeway Toyota',
        slug: 'ridgeway-toyota',
        makes: ['Toyota'],
        usedWeight: 1,
        locations: [
          { name: 'Ridgeway Toyota', kind: 'sales', street: '180 Latrobe Terrace', city: 'Geelong', state: 'VIC', postcode: '3220', lat: -38.1545, long: 144.3551, phone: '03 7010 2100', hours: 'salesAU' },
          { name: 'Ridgeway Toyota Service', kind: 'service', street: '15 Fyans Street', city: 'South Geelong', state: 'VIC', postcode: '3220', lat: -38.1625, long: 144.356, phone: '03 7010 2101', hours: 'serviceAU730' },
          { name: 'Ridgeway Toyota Parts', kind: 'parts', street: '17 Fyans Street', city: 'South Geelong', state: 'VIC', postcode: '3220', lat: -38.1627, long: 144.3565, phone: '03 7010 2102', hours: 'partsAU' },
        ],
      },
    ],
    config: {
      template: 'brand',
      theme: { primary: '#eb0a1e', primary_contrast: '#ffffff', accent: '#1a1a1a', header_bg: '#ffffff', header_text: '#1a1a1a' },
      description: 'Geelong Toyota dealer: new Toyotas, Toyota Certified Pre-Owned and demonstrators.',
      timezone: 'Australia/Melbourne',
      manufacturer: 'Toyota',
      manufacturer_id: 8,
      manufacturer_slug: 'toyota',
      manufacturer_base_domain: 'ridgewaytoyota.com.au',
      payment_provider: 'sandbox',
      features: { payments: true, finance_pre_approval: true, autograb: true },
      pre_owned_path: true,
      certified_dialog: true,
      link_rewrites: [{ from: '/blog', to: '/news' }],
      hide_phone_numbers: true,
      force_dealership_slug: true,
      enquiry_message_optional: true,
      reserve_coming_soon: true,
      image_quality: 60,
      finance_label: 'Toyota Finance',
      default_search_path: '/search/new-used-and-demo-cars',
      blogs: true,
      reviews: true,
      offers: true,
      uses_pages_path: true,
      chat: { zendesk: 'ridgeway-toyota.zendesk', hidden_on_paths: ['/careers'] },
    },
  },
  {
    number: 3,
    slug: 'redline-motorcycles',
    name: 'Redline Motorcycles',
    market: 'AU',
    kind: 'motorcycle',
    stockPrefix: 'RLM',
    domain: 'www.redlinemotorcycles.com.au',
    priceMode: 'sale',
    stock: { new: 60, used: 70, demo: 10 },
    reviews: { count: 412, average: 4.8 },
    catalog: MOTORCYCLES,
    specialHoursStyle: 'start_end',
    certifiedShare: 0,
    dealerships: [
      {
        name: 'Redline Motorcycles',
        slug: 'redline-motorcycles',
        makes: ['Honda', 'Yamaha', 'Kawasaki', 'Triumph', 'KTM', 'Royal Enfield'],
        usedWeight: 1,
        locations: [
          { name: 'Redline Motorcycles Moorooka', kind: 'sales', street: '1045 Ipswich Road', city: 'Moorooka', state: 'QLD', postcode: '4105', lat: -27.5356, long: 153.0228, phone: '07 5550 3100', hours: 'motorcycles' },
          { name: 'Redline Motorcycles Southport', kind: 'sales', street: '77 Nerang Street', city: 'Southport', state: 'QLD', postcode: '4215', lat: -27.969, long: 153.404, phone: '07 5550 3200', hours: 'motorcycles' },
          { name: 'Redline Motorcycles Workshop', kind: 'service', subtype: ['parts'], street: '1049 Ipswich Road', city: 'Moorooka', state: 'QLD', postcode: '4105', lat: -27.5362, long: 153.0231, phone: '07 5550 3101', hours: 'serviceAU730' },
        ],
      },
    ],
    config: {
      template: 'powersport',
      theme: { primary: '#c8102e', primary_contrast: '#ffffff', accent: '#111111', header_bg: '#111111', header_text: '#ffffff' },
      description: 'Brisbane and Gold Coast motorcycle dealer: road, adventure, trail and LAMS bikes.',
      timezone: 'Australia/Brisbane',
      vehicle_base_path: '/motorcycles',
      default_search_path: '/search/used-motorcycles',
      default_sort: 'created_at_timestamp:desc',
      payment_provider: 'sandbox',
      features: { payments: true },
      mobile_only_phones: true,
      force_dealership_slug: true,
      reviews: true,
      chat: { hidden_on_paths: ['/careers', '/current-positions'] },
    },
  },
  {
    number: 4,
    slug: 'outback-campers',
    name: 'Outback Campers & Caravans',
    market: 'AU',
    kind: 'caravan',
    stockPrefix: 'OBC',
    domain: 'www.outbackcampers.com.au',
    priceMode: 'sale',
    stock: { new: 50, used: 60, demo: 10 },
    reviews: { count: 356, average: 4.5 },
    catalog: CARAVANS,
    specialHoursStyle: 'start_end',
    certifiedShare: 0,
    dealerships: [
      {
        name: 'Outback Campers Melbourne',
        slug: 'outback-campers-melbourne',
        makes: ['Jayco', 'Avan', 'Lotus Caravans', 'Zone RV', 'Sunliner'],
        usedWeight: 2,
        locations: [
          { name: 'Outback Campers Campbellfield', kind: 'sales', street: '1800 Hume Highway', city: 'Campbellfield', state: 'VIC', postcode: '3061', lat: -37.6545, long: 144.9555, phone: '03 7010 4100', hours: 'caravans' },
          { name: 'Outback Campers Service Centre', kind: 'service', street: '25 Jade Drive', city: 'Campbellfield', state: 'VIC', postcode: '3061', lat: -37.6588, long: 144.9522, phone: '03 7010 4101', hours: 'serviceAU730' },
        ],
      },
      {
        name: 'Outback Campers Brisbane North',
        slug: 'outback-campers-brisbane-north',
        makes: ['Jayco', 'Coromal', 'Crusader', 'Retreat', 'Winnebago'],
        usedWeight: 1,
        locations: [
          { name: 'Outback Campers Morayfield', kind: 'sales', street: '270 Morayfield Road', city: 'Morayfield', state: 'QLD', postcode: '4506', lat: -27.1085, long: 152.95, phone: '07 5550 4200', hours: 'caravans' },
        ],
      },
    ],
    config: {
      template: 'outdoor',
      theme: { primary: '#8a4b08', primary_contrast: '#ffffff', accent: '#2e5e3a', header_bg: '#f4efe6', header_text: '#3a2a12' },
      description: 'Caravans, camper trailers, pop tops and motorhomes in Melbourne and Brisbane.',
      timezone: 'Australia/Melbourne',
      vehicle_base_path: '/campers',
      default_search_path: '/search/used-caravans',
      default_sort: 'price:asc',
      uses_pages_path: true,
      reviews: true,
      offers: true,
    },
  },
  {
    number: 5,
    slug: 'roadhaul-trucks',
    name: 'Roadhaul Trucks',
    market: 'AU',
    kind: 'truck',
    stockPrefix: 'RHT',
    domain: 'www.roadhaultrucks.com.au',
    priceMode: 'sale',
    stock: { new: 45, used: 50, demo: 15 },
    reviews: { count: 198, average: 4.4 },
    catalog: TRUCKS,
    specialHoursStyle: 'start_end',
    certifiedShare: 0,
    dealerships: [
      {
        name: 'Roadhaul Trucks Sydney',
        slug: 'roadhaul-trucks-sydney',
        makes: ['Isuzu', 'Fuso', 'Volvo', 'Kenworth'],
        usedWeight: 1,
        locations: [
          { name: 'Roadhaul Trucks Eastern Creek', kind: 'sales', street: '15 Honeycomb Drive', city: 'Eastern Creek', state: 'NSW', postcode: '2766', lat: -33.803, long: 150.852, phone: '02 5550 5100', hours: 'trucks' },
          { name: 'Roadhaul Trucks Eastern Creek Service & Parts', kind: 'service', subtype: ['parts'], street: '19 Honeycomb Drive', city: 'Eastern Creek', state: 'NSW', postcode: '2766', lat: -33.8038, long: 150.8533, phone: '02 5550 5101', hours: 'trucks' },
        ],
      },
      {
        name: 'Roadhaul Trucks Melbourne',
        slug: 'roadhaul-trucks-melbourne',
        makes: ['Hino', 'Mercedes-Benz', 'Scania', 'Iveco', 'UD'],
        usedWeight: 1,
        locations: [
          { name: 'Roadhaul Trucks Laverton North', kind: 'sales', street: '80 Boundary Road', city: 'Laverton North', state: 'VIC', postcode: '3026', lat: -37.829, long: 144.779, phone: '03 7010 5200', hours: 'trucks' },
          { name: 'Roadhaul Trucks Laverton Parts', kind: 'parts', street: '84 Boundary Road', city: 'Laverton North', state: 'VIC', postcode: '3026', lat: -37.8296, long: 144.7801, phone: '03 7010 5201', hours: 'partsAU' },
        ],
      },
    ],
    config: {
      template: 'commercial',
      theme: { primary: '#1f3a5f', primary_contrast: '#ffffff', accent: '#ffb81c', header_bg: '#1f3a5f', header_text: '#ffffff' },
      description: 'New, used and demo light, medium and heavy trucks in Sydney and Melbourne.',
      timezone: 'Australia/Sydney',
      default_search_path: '/search/new-used-and-demo-trucks',
      no_price_text: 'Call for price.',
      reviews: true,
    },
  },
  {
    number: 6,
    slug: 'flexdrive',
    name: 'FlexDrive Car Subscriptions',
    market: 'AU',
    kind: 'car',
    stockPrefix: 'FDS',
    domain: 'www.flexdrive.com.au',
    priceMode: 'subscription',
    stock: { new: 30, used: 60, demo: 0 },
    reviews: { count: 624, average: 4.6 },
    catalog: AU_CARS.filter((c) => ['Toyota', 'Hyundai', 'Kia', 'Mazda', 'Tesla', 'BYD', 'MG', 'Mitsubishi'].includes(c.make)),
    specialHoursStyle: 'start_end',
    certifiedShare: 0,
    dealerships: [
      {
        name: 'FlexDrive',
        slug: 'flexdrive',
        makes: ['Toyota', 'Hyundai', 'Kia', 'Tesla', 'BYD', 'MG'],
        usedWeight: 1,
        locations: [
          { name: 'FlexDrive Sydney Hub', kind: 'sales', street: "55 O'Riordan Street", city: 'Alexandria', state: 'NSW', postcode: '2015', lat: -33.912, long: 151.192, phone: '02 5550 6100', hours: 'subscription' },
          { name: 'FlexDrive Melbourne Hub', kind: 'sales', street: '420 Church Street', city: 'Richmond', state: 'VIC', postcode: '3121', lat: -37.829, long: 144.998, phone: '03 7010 6200', hours: 'subscription' },
        ],
      },
    ],
    config: {
      template: 'mobility',
      theme: { primary: '#5b2be0', primary_contrast: '#ffffff', accent: '#00c2a8', header_bg: '#ffffff', header_text: '#1b1b3a' },
      description: 'All-inclusive weekly car subscriptions in Sydney and Melbourne: rego, insurance and servicing included.',
      timezone: 'Australia/Sydney',
      offers_subscription: true,
      default_search_path: '/search/subscription-cars',
      default_sort: 'subscription_price:asc',
      enquiry_message_optional: true,
      reviews: true,
    },
  },
  {
    number: 7,
    slug: 'cityhop',
    name: 'CityHop Car Rentals',
    market: 'AU',
    kind: 'car',
    stockPrefix: 'CHR',
    domain: 'www.cityhop-rentals.com.au',
    priceMode: 'rental',
    stock: { new: 0, used: 75, demo: 0 },
    reviews: { count: 1290, average: 3.9 },
    catalog: AU_CARS.filter((c) => ['Toyota', 'Hyundai', 'Kia', 'Mazda', 'MG', 'Mitsubishi', 'Suzuki', 'Tesla'].includes(c.make)),
    specialHoursStyle: 'start_end',
    certifiedShare: 0,
    dealerships: [
      {
        name: 'CityHop Car Rentals',
        slug: 'cityhop',
        makes: [],
        usedWeight: 1,
        locations: [
          { name: 'CityHop Sydney Airport', kind: 'sales', street: "180 O'Riordan Street", city: 'Mascot', state: 'NSW', postcode: '2020', lat: -33.926, long: 151.188, phone: '02 5550 7100', hours: 'rental' },
          { name: 'CityHop Melbourne Airport', kind: 'sales', street: '2 Sharps Road', city: 'Tullamarine', state: 'VIC', postcode: '3043', lat: -37.696, long: 144.88, phone: '03 7010 7200', hours: 'rental' },
          { name: 'CityHop Brisbane Airport', kind: 'sales', street: '31 Lavarack Avenue', city: 'Eagle Farm', state: 'QLD', postcode: '4009', lat: -27.433, long: 153.087, phone: '07 5550 7300', hours: 'rental' },
        ],
      },
    ],
    config: {
      template: 'mobility',
      theme: { primary: '#00875a', primary_contrast: '#ffffff', accent: '#ffd400', header_bg: '#00875a', header_text: '#ffffff' },
      description: 'Airport car rentals in Sydney, Melbourne and Brisbane.',
      timezone: 'Australia/Sydney',
      default_search_path: '/find/rental-cars',
      default_sort: 'price:asc',
      no_price_text: 'Call for rates.',
      reviews: true,
    },
  },
  {
    number: 8,
    slug: 'tasman-motors',
    name: 'Tasman Motors',
    market: 'NZ',
    kind: 'car',
    stockPrefix: 'TSM',
    domain: 'www.tasmanmotors.co.nz',
    priceMode: 'sale',
    stock: { new: 40, used: 80, demo: 10 },
    reviews: { count: 530, average: 4.6 },
    catalog: au(AU_CARS.filter((c) => ['Toyota', 'Mazda', 'Mitsubishi', 'Suzuki', 'Ford', 'Nissan', 'Kia', 'Tesla', 'BYD', 'Honda', 'Subaru'].includes(c.make)), NZ_EXTRA_CARS),
    specialHoursStyle: 'start_end',
    certifiedShare: 0,
    dealerships: [
      {
        name: 'Tasman Motors Auckland',
        slug: 'tasman-motors-auckland',
        makes: ['Toyota', 'Mitsubishi'],
        usedWeight: 2,
        locations: [
          { name: 'Tasman Motors Greenlane', kind: 'sales', street: '380 Great South Road', city: 'Greenlane', state: 'Auckland', postcode: '1051', lat: -36.8925, long: 174.796, phone: '09 555 0140', hours: 'salesNZ' },
          { name: 'Tasman Motors Greenlane Service', kind: 'service', subtype: ['parts'], street: '384 Great South Road', city: 'Greenlane', state: 'Auckland', postcode: '1051', lat: -36.8931, long: 174.7963, phone: '09 555 0141', hours: 'serviceNZ' },
        ],
      },
      {
        name: 'Tasman Motors Christchurch',
        slug: 'tasman-motors-christchurch',
        makes: ['Mazda', 'Suzuki'],
        usedWeight: 1,
        locations: [
          { name: 'Tasman Motors Addington', kind: 'sales', street: '100 Moorhouse Avenue', city: 'Addington', state: 'Canterbury', postcode: '8011', lat: -43.541, long: 172.626, phone: '03 555 0150', hours: 'salesNZ' },
        ],
      },
    ],
    config: {
      template: 'standard',
      theme: { primary: '#00247d', primary_contrast: '#ffffff', accent: '#cc142b', header_bg: '#ffffff', header_text: '#00247d' },
      description: 'New and used cars in Auckland and Christchurch, including quality Japanese imports.',
      locale: 'en-NZ',
      currency: 'NZD',
      timezone: 'Pacific/Auckland',
      payment_provider: 'windcave',
      features: { payments: true },
      default_search_path: '/search/used-cars',
      reviews: true,
    },
  },
  {
    number: 9,
    slug: 'lakeside-auto',
    name: 'Lakeside Auto',
    market: 'US',
    kind: 'car',
    stockPrefix: 'LSA',
    domain: 'www.lakesideauto.com',
    priceMode: 'sale',
    stock: { new: 50, used: 90, demo: 10 },
    reviews: { count: 880, average: 4.5 },
    catalog: US_CARS,
    specialHoursStyle: 'start_end',
    certifiedShare: 0.15,
    dealerships: [
      {
        name: 'Lakeside Ford Madison',
        slug: 'lakeside-ford-madison',
        makes: ['Ford'],
        usedWeight: 1,
        locations: [
          { name: 'Lakeside Ford Madison', kind: 'sales', street: '4300 E Washington Ave', city: 'Madison', state: 'WI', postcode: '53704', lat: 43.119, long: -89.323, phone: '(608) 555-0142', hours: 'salesUS' },
          { name: 'Lakeside Ford Madison Service', kind: 'service', subtype: ['parts'], street: '4310 E Washington Ave', city: 'Madison', state: 'WI', postcode: '53704', lat: 43.1195, long: -89.3221, phone: '(608) 555-0143', hours: 'serviceUS' },
        ],
      },
      {
        name: 'Lakeside Toyota Milwaukee',
        slug: 'lakeside-toyota-milwaukee',
        makes: ['Toyota', 'Honda'],
        usedWeight: 1,
        locations: [
          { name: 'Lakeside Toyota Milwaukee', kind: 'sales', street: '6200 S 27th St', city: 'Milwaukee', state: 'WI', postcode: '53221', lat: 42.933, long: -87.949, phone: '(414) 555-0167', hours: 'salesUS' },
        ],
      },
    ],
    config: {
      template: 'standard',
      theme: { primary: '#0a5c8a', primary_contrast: '#ffffff', accent: '#e4572e', header_bg: '#0a5c8a', header_text: '#ffffff' },
      description: 'New and pre-owned Ford, Toyota and Honda vehicles in Madison and Milwaukee, Wisconsin.',
      locale: 'en-US',
      currency: 'USD',
      timezone: 'America/Chicago',
      payment_provider: 'stripe',
      features: { payments: true },
      default_search_path: '/search/used-cars',
      default_sort: 'price:asc',
      reviews: true,
    },
  },
];
