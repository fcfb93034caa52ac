import { defineRemote, fragment } from '@forecourt/remote-kit';
import { FavouritesPage } from './pages/FavouritesPage.js';
import { type FavouritesPageProps, favouritesProps } from './pages/favourites-props.js';

/** The garage remote: the visitor's saved vehicles (/favourites). */
export default defineRemote({
  name: 'garage',
  jsBudgetKb: 100,
  components: {
    FavouritesPage: fragment<FavouritesPageProps>({ component: FavouritesPage, toProps: favouritesProps }),
  },
});
