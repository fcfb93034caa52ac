import { type FragmentRequest, SiteConfigSchema, type VehicleBasePath, vehicleNoun } from '@forecourt/contracts';
import * as z from 'zod';

/**
 * Hydration props of /favourites. The saved list itself lives in the visitor's browser (SPEC §4
 * favourites), so the server sends only what the page says around it.
 */
export type FavouritesPageProps = {
  basePath: VehicleBasePath;
  noun: { plural: string; singular: string };
};

const Input = z.object({ site: SiteConfigSchema.pick({ vehicle_base_path: true }) });

export function favouritesProps(req: FragmentRequest): FavouritesPageProps {
  const { site } = Input.parse(req.props);
  return { basePath: site.vehicle_base_path, noun: vehicleNoun(site.vehicle_base_path) };
}
