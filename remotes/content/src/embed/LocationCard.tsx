/**
 * A dealership's location card for Module Federation hosts (issue 32 part 5, docs/EMBEDDING.md): a
 * manufacturer's dealer locator shows it. Exposed as `./LocationCard` of this version's federated build:
 * the directory's own card (same props type, LocationCardProps), its links absolute to the dealer's site.
 */
import { LocationCard as DirectoryCard } from '../components/LocationCard.js';
import type { LocationCardProps as LocationView } from '../pages/location-card-props.js';

export type LocationCardProps = {
  location: LocationView;
  /** The dealer site's origin (https://dealer.example): the card's page link goes there. */
  origin: string;
};

export type { LocationView };

export function LocationCard({ location, origin }: LocationCardProps) {
  return <DirectoryCard location={location} origin={new URL(origin).origin} />;
}

export default LocationCard;
