import { defineRemote, fragment } from '@forecourt/remote-kit';
import { BrandsPage } from './pages/BrandsPage.js';
import { type BrandsPageProps, brandsProps } from './pages/brands-props.js';
import { CareersPage } from './pages/CareersPage.js';
import { type CareersPageProps, careersProps } from './pages/careers-props.js';
import { DealershipsPage } from './pages/DealershipsPage.js';
import { type DealershipsPageProps, dealershipsProps } from './pages/dealerships-props.js';
import { HomePage } from './pages/HomePage.js';
import { type HomePageProps, homeProps } from './pages/home-props.js';
import { InfoPage } from './pages/InfoPage.js';
import { type InfoPageProps, infoPageProps } from './pages/info-props.js';
import { LocationPage } from './pages/LocationPage.js';
import { type LocationPageProps, locationPageProps } from './pages/location-props.js';
import { NewsPage } from './pages/NewsPage.js';
import { NewsPostPage } from './pages/NewsPostPage.js';
import { type NewsPageProps, type NewsPostPageProps, newsPostProps, newsProps } from './pages/news-props.js';
import { OffersPage } from './pages/OffersPage.js';
import { type OffersPageProps, offersProps } from './pages/offers-props.js';
import { PartsSearchPage } from './pages/PartsSearchPage.js';
import { type PartsSearchPageProps, partsSearchProps } from './pages/parts-search-props.js';

/** The content remote: the home page, the dealership directory, locations, offers, brands, news, open roles, the parts search and information pages. */
export default defineRemote({
  name: 'content',
  jsBudgetKb: 85,
  // For other sites' Module Federation hosts (docs/EMBEDDING.md): a dealership's location card (a manufacturer's dealer locator).
  embeds: ['LocationCard'],
  components: {
    HomePage: fragment<HomePageProps>({ component: HomePage, toProps: homeProps }),
    DealershipsPage: fragment<DealershipsPageProps>({ component: DealershipsPage, toProps: dealershipsProps }),
    InfoPage: fragment<InfoPageProps>({ component: InfoPage, toProps: infoPageProps }),
    LocationPage: fragment<LocationPageProps>({ component: LocationPage, toProps: locationPageProps }),
    OffersPage: fragment<OffersPageProps>({ component: OffersPage, toProps: offersProps }),
    BrandsPage: fragment<BrandsPageProps>({ component: BrandsPage, toProps: brandsProps }),
    NewsPage: fragment<NewsPageProps>({ component: NewsPage, toProps: newsProps }),
    NewsPostPage: fragment<NewsPostPageProps>({ component: NewsPostPage, toProps: newsPostProps }),
    CareersPage: fragment<CareersPageProps>({ component: CareersPage, toProps: careersProps }),
    PartsSearchPage: fragment<PartsSearchPageProps>({ component: PartsSearchPage, toProps: partsSearchProps }),
  },
});
