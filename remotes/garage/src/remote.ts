import { defineRemote, fragment } from '@forecourt/remote-kit';
import { FavouritesPage } from './pages/FavouritesPage.js';
import { type FavouritesPageProps, favouritesProps } from './pages/favourites-props.js';
import { GaragePage } from './pages/GaragePage.js';
import { type GaragePageProps, garageProps } from './pages/garage-props.js';

/** The garage remote: the visitor's saved vehicles (/favourites) and the signed-in garage (SPEC §6). */
export default defineRemote({
  name: 'garage',
  jsBudgetKb: 85,
  components: {
    FavouritesPage: fragment<FavouritesPageProps>({ component: FavouritesPage, toProps: favouritesProps }),
    GaragePage: fragment<GaragePageProps>({ component: GaragePage, toProps: garageProps }),
  },
});
