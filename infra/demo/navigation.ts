/**
 * Header menus, header buttons and footer groups of the demo sites. The group site follows the
 * SPEC §2 group override exactly (ten header menus, two header buttons, five footer groups).
 */
import {
  buildSearchUrl,
  emptySearchState,
  type ListFilterKey,
  type Navigation,
  type NavigationEntry,
} from '@forecourt/contracts';
import type { TenantSpec } from './tenants.js';

const e = (name: string, url: string, dropdownItems?: NavigationEntry[], mandatory?: boolean): NavigationEntry => ({
  name,
  url,
  ...(mandatory === undefined ? {} : { mandatory }),
  ...(dropdownItems ? { dropdownItems } : {}),
});

/** A search link in the SPEC §2 URL shape the search pages parse (e.g. /search/new/toyota). */
const searchHref = (filters: Partial<Record<ListFilterKey, string[]>>) =>
  buildSearchUrl({ ...emptySearchState(), filters });

/** Legal links every footer carries. */
const legal = (): NavigationEntry[] => [
  e('Privacy Policy', '/privacy-policy', undefined, true),
  e('Terms and Conditions', '/terms-and-conditions', undefined, true),
];

function groupNavigation(t: TenantSpec): Navigation {
  const makes = [...new Set(t.dealerships.flatMap((d) => d.makes))];
  const garage = t.config.garage_path ?? '/my-garage';
  const dealerships = t.dealerships.map((d) => e(d.name, `/search/${d.slug}`));
  return {
    header: [
      e('Brands', '/explore-more-brands', [
        ...makes.map((make) => e(make, searchHref({ car_type: ['new'], make: [make] }))),
        e('Explore More Brands', '/explore-more-brands'),
      ]),
      e('Cars for Sale', '/search/new-used-and-demo-cars', [
        e('All Cars', '/search/new-used-and-demo-cars'),
        e('New Cars', '/search/new-cars'),
        e('Used Cars', '/search/used-cars'),
        e('Demo Cars', '/search/demo-cars'),
        e('Electric Cars', '/search/new-used-and-demo-cars?refinementList[simple_fuel][0]=Electric'),
        e('Hybrid Cars', '/search/new-used-and-demo-cars?refinementList[simple_fuel][0]=Hybrid'),
        e('Search by Dealership', '/dealerships', dealerships),
      ]),
      e('Finance', '/finance', [
        e('Car Finance', '/finance'),
        e('Apply for Finance', '/apply-for-finance'),
        e('Finance Enquiry', '/finance-enquiry'),
      ]),
      e('Value My Car', '/valuations', undefined, true),
      e('Offers', '/special-offers'),
      e('Service', '/service', [
        e('Book a Service', '/service'),
        e('Why Service With Us', '/why-service-with-us'),
        e('Car Care', '/aftermarket'),
      ]),
      e('Parts and Accessories', '/vehicle-parts-and-accessories', [
        e('Parts and Accessories', '/vehicle-parts-and-accessories'),
        e('Parts Search', '/parts/search'),
      ]),
      e('Buy Online', '/buying-online'),
      e('About Us', '/about-us', [
        e('About Us', '/about-us'),
        e('Our Dealerships', '/dealerships'),
        e('NSW Dealership Network', '/nsw-dealership-network'),
        e('Careers', '/careers'),
        e('Current Positions', '/current-positions'),
      ]),
      e('More', '/contact', [
        e('Contact Us', '/dealerships', undefined, true),
        e('Fleet', '/fleet'),
        e('Current Positions', '/current-positions'),
        e('Work Experience', '/work-experience'),
        e('Favourites', '/favourites'),
        e('My Garage', garage),
      ]),
    ],
    header_buttons: [
      { name: 'Value My Car', url: '/valuations' },
      { name: 'Book a Service', url: '/service' },
    ],
    footer: [
      {
        name: 'Cars for Sale',
        items: [
          e('New Cars', '/search/new-cars'),
          e('Used Cars', '/search/used-cars'),
          e('Demo Cars', '/search/demo-cars'),
          e('Special Offers', '/special-offers'),
          e('Buy Online', '/buying-online'),
        ],
      },
      {
        name: 'Buyer Tools',
        items: [
          e('Car Finance', '/finance'),
          e('Apply for Finance', '/apply-for-finance'),
          e('Value My Car', '/valuations'),
          e('Book a Test Drive', '/book-test-drive'),
          e('Favourites', '/favourites'),
        ],
      },
      {
        name: 'Servicing & Parts',
        items: [
          e('Book a Service', '/service'),
          e('Why Service With Us', '/why-service-with-us'),
          e('Parts and Accessories', '/vehicle-parts-and-accessories'),
          e('Car Care', '/aftermarket'),
        ],
      },
      {
        name: 'About Us',
        items: [
          e('About Us', '/about-us'),
          e('Our Dealerships', '/dealerships'),
          e('All Locations', '/dealerships/all'),
          e('Careers', '/careers'),
          e('Current Positions', '/current-positions'),
          e('Fleet', '/fleet'),
        ],
      },
      { name: 'More', items: [e('Contact Us', '/dealerships', undefined, true), e('My Garage', garage), ...legal()] },
    ],
  };
}

function brandNavigation(t: TenantSpec): Navigation {
  const make = t.config.manufacturer ?? t.dealerships[0]?.makes[0] ?? 'Toyota';
  const models = [...new Set(t.catalog.filter((c) => c.make === make).map((c) => c.model))];
  return {
    header: [
      e(
        'New Vehicles',
        '/search/new-cars',
        models.map((model) => e(model, searchHref({ car_type: ['new'], make: [make], make_model: [model] }))),
      ),
      e('Pre-Owned', '/pre-owned', [
        e('Certified Pre-Owned', '/pre-owned?certified=true'),
        e('All Pre-Owned', '/pre-owned'),
      ]),
      e('Demo Vehicles', '/search/demo-cars'),
      e('Special Offers', '/special-offers'),
      // SPEC §2: /finance-pre-approval is a page where that feature is on; the menu links it there.
      e(
        t.config.finance_label ?? 'Finance',
        '/finance-enquiry',
        t.config.features?.finance_pre_approval
          ? [e('Finance Enquiry', '/finance-enquiry'), e('Get Pre-Approved', '/finance-pre-approval')]
          : undefined,
      ),
      e('Service', '/service', [e('Book a Service', '/service'), e('Parts', '/vehicle-parts-and-accessories')]),
      e('News', '/blog'),
      e('About Us', '/about-us', [
        e('About Us', '/about-us'),
        e('Careers', '/careers'),
        e('Current Positions', '/current-positions'),
        e('Contact Us', '/contact'),
      ]),
    ],
    header_buttons: [{ name: 'Book a Test Drive', url: '/book-test-drive' }],
    footer: [
      {
        name: 'Vehicles',
        items: [
          e('New Vehicles', '/search/new-cars'),
          e('Pre-Owned', '/pre-owned'),
          e('Demo Vehicles', '/search/demo-cars'),
        ],
      },
      {
        name: 'Owners',
        items: [e('Book a Service', '/service'), e('Parts', '/vehicle-parts-and-accessories'), e('News', '/blog')],
      },
      {
        name: 'Dealership',
        items: [e('About Us', '/about-us'), e('Contact Us', '/contact', undefined, true), ...legal()],
      },
    ],
  };
}

/** Standard header for single dealers; the stock links follow the site's default search path. */
function standardNavigation(t: TenantSpec): Navigation {
  const search = t.config.default_search_path ?? '/search';
  const stock: NavigationEntry[] = [];
  if (t.priceMode === 'subscription') {
    stock.push(e('Subscription Cars', search), e('How It Works', '/about-us'));
  } else if (t.priceMode === 'rental') {
    stock.push(e('Rental Cars', search), e('Our Locations', '/dealerships'));
  } else if (t.kind === 'motorcycle') {
    stock.push(
      e('Used Motorcycles', '/search/used-motorcycles'),
      e('New Motorcycles', '/search/new-motorcycles'),
      e('Demo Motorcycles', '/search/demo-motorcycles'),
    );
  } else if (t.kind === 'caravan') {
    stock.push(
      e('Used Caravans', '/search/used-caravans'),
      e('New Caravans', '/search/new-caravans'),
      e('Motorhomes & RVs', '/search/rv-vehicles'),
    );
  } else if (t.kind === 'truck') {
    stock.push(
      e('All Trucks', '/search/new-used-and-demo-trucks'),
      e('New Trucks', '/search/new-trucks'),
      e('Used Trucks', '/search/used-trucks'),
    );
  } else {
    stock.push(
      e('Used Cars', '/search/used-cars'),
      e('New Cars', '/search/new-cars'),
      e('Demo Cars', '/search/demo-cars'),
    );
  }
  const sells = t.priceMode === 'sale';
  const header: NavigationEntry[] = [
    e('Stock', search, stock),
    ...(sells ? [e('Finance', '/finance-enquiry'), e('Trade-In', '/trade-in')] : []),
    ...(sells
      ? [e('Service', '/service', [e('Book a Service', '/service'), e('Parts', '/vehicle-parts-and-accessories')])]
      : []),
    e('About Us', '/about-us', [
      e('Our Locations', '/dealerships'),
      e('Careers', '/careers'),
      e('Current Positions', '/current-positions'),
    ]),
    e('Contact', '/contact', undefined, true),
  ];
  return {
    header,
    header_buttons: [],
    footer: [
      { name: 'Stock', items: stock },
      {
        name: 'Company',
        items: [
          e('About Us', '/about-us'),
          e('Our Locations', '/dealerships'),
          e('Contact', '/contact', undefined, true),
          ...legal(),
        ],
      },
    ],
  };
}

/** The navigation of a demo tenant, by template. */
export function navigationFor(t: TenantSpec): Navigation {
  if (t.config.template === 'group') return groupNavigation(t);
  if (t.config.template === 'brand') return brandNavigation(t);
  return standardNavigation(t);
}
