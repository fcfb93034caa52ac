import type { RemoteName } from './fragment.schema.js';

/**
 * The components each remote exposes, by the names the edge's page plan and the fragment RPC use
 * (FragmentRequest.component). The one list: a remote's definition (remotes/<name>/src/remote.ts,
 * `defineRemote`) must define exactly these (its typecheck fails otherwise), and the page plan's
 * component names are typed by it, so a misspelt name fails `pnpm typecheck`.
 * `pnpm new-remote <name>` adds a remote's entry.
 */
export const REMOTE_COMPONENTS = {
  search: ['SearchPage'],
  'car-detail': ['CarPage'],
  forms: ['FormPage'],
  checkout: ['CheckoutPage', 'CheckoutJourneyPage', 'BuyingOnlinePage'],
  garage: ['FavouritesPage', 'GaragePage'],
  content: [
    'HomePage',
    'DealershipsPage',
    'InfoPage',
    'LocationPage',
    'OffersPage',
    'BrandsPage',
    'NewsPage',
    'NewsPostPage',
    'CareersPage',
    'PartsSearchPage',
  ],
} as const satisfies Record<RemoteName, readonly string[]>;

/**
 * A component `remote` exposes (any remote's, without the argument).
 * @example const c: RemoteComponentName<'car-detail'> = 'CarPage';
 */
export type RemoteComponentName<R extends RemoteName = RemoteName> = (typeof REMOTE_COMPONENTS)[R][number];
