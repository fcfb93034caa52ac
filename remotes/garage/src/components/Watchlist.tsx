import {
  type Car,
  type FavouriteEntry,
  favouriteEntry,
  type GarageAuth,
  type VehicleBasePath,
} from '@forecourt/contracts';
import { favouritesAtom } from '@forecourt/remote-kit/favourites';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { garageApi } from './garage-api.js';
import { NoticesToggle } from './NoticesToggle.js';
import { SavedCard } from './SavedCard.js';
import { fetchStockOf, savedCarView, savedTitle } from './saved-cars.js';

type Props = {
  auth: GarageAuth & { user: NonNullable<GarageAuth['user']> };
  basePath: VehicleBasePath;
  noun: { plural: string; singular: string };
  savedPath: string;
  onChange: (auth: GarageAuth, announce: string) => void;
};

/** The signed-in garage: the account line, the saved tab and the watchlist checked against stock now. */
export function Watchlist({ auth, basePath, noun, savedPath, onChange }: Props) {
  const [favourites, toggleFavourite] = useAtom(favouritesAtom);
  const [stock, setStock] = useState<Map<number, Car> | null>(null);
  const ids = auth.watchlist.map((w) => w.car_id).join(',');
  useEffect(() => {
    if (!ids) return setStock(new Map());
    const controller = new AbortController();
    fetchStockOf(ids.split(',').map(Number), controller.signal).then(setStock, () => undefined);
    return () => controller.abort();
  }, [ids]);

  // Details of a car that left stock come from this device's favourites when it saved it here.
  const entryFor = (id: number): FavouriteEntry => {
    const car = stock?.get(id);
    if (car) return favouriteEntry(car);
    return (
      favourites.find((f) => f.id === id) ?? {
        id,
        name: 'A vehicle you saved',
        slug: '',
        make: '',
        model: '',
        primary_image_url: null,
      }
    );
  };

  const remove = async (entry: FavouriteEntry, title: string) => {
    const res = await garageApi.remove(entry.id);
    if (!res.ok) return onChange(auth, res.message);
    if (favourites.some((f) => f.id === entry.id)) toggleFavourite(entry);
    onChange(res.data, `Removed ${title} from your garage.`);
  };
  const signOut = async () => {
    await garageApi.signOut();
    onChange({ user: null, watchlist: [] }, 'Signed out.');
  };

  return (
    <>
      <p className="gr-account">
        {`Signed in as ${auth.user.email}. `}
        <button type="button" className="gr-link-button" onClick={() => void signOut()}>
          Sign out
        </button>
      </p>
      <NoticesToggle />
      <nav aria-label="Garage">
        <a className="gr-tab" href={savedPath} aria-current="page">
          {`${savedTitle(noun.plural)} (${auth.watchlist.length})`}
        </a>
      </nav>
      {auth.watchlist.length === 0 ? (
        <div className="gr-empty" data-state="empty">
          <p>{`Your garage has no ${noun.plural} yet. Tap the heart on any ${noun.singular}, then come back here.`}</p>
          <a className="fc-btn" href="/search">
            {`Browse ${noun.plural}`}
          </a>
        </div>
      ) : (
        <ul className="gr-list" data-state={stock === null ? 'checking' : 'ready'}>
          {auth.watchlist.map((item) => {
            const view = savedCarView(entryFor(item.car_id), stock, basePath);
            return <SavedCard key={item.car_id} view={view} onRemove={() => void remove(view.entry, view.title)} />;
          })}
        </ul>
      )}
    </>
  );
}
