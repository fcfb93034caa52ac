import { defineRemote, fragment } from '@forecourt/remote-kit';
import { DealershipsPage } from './pages/DealershipsPage.js';
import { type DealershipsPageProps, dealershipsProps } from './pages/dealerships-props.js';
import { HomePage } from './pages/HomePage.js';
import { type HomePageProps, homeProps } from './pages/home-props.js';
import { InfoPage } from './pages/InfoPage.js';
import { type InfoPageProps, infoPageProps } from './pages/info-props.js';

/** The content remote: the home page, the dealership directory and the information pages. */
export default defineRemote({
  name: 'content',
  jsBudgetKb: 100,
  components: {
    HomePage: fragment<HomePageProps>({ component: HomePage, toProps: homeProps }),
    DealershipsPage: fragment<DealershipsPageProps>({ component: DealershipsPage, toProps: dealershipsProps }),
    InfoPage: fragment<InfoPageProps>({ component: InfoPage, toProps: infoPageProps }),
  },
});
