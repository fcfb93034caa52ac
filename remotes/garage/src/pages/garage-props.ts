import {
  type FragmentRequest,
  garagePaths,
  SiteConfigSchema,
  type VehicleBasePath,
  vehicleNoun,
} from '@forecourt/contracts';
import * as z from 'zod';

/** Hydration props of the garage (/my-garage, the dealer's garage path and its saved tab). */
export type GaragePageProps = {
  siteName: string;
  basePath: VehicleBasePath;
  noun: { plural: string; singular: string };
  /** The saved tab's URL (SPEC §2: ?tab=saved-cars, or the dealer path's /saved). */
  savedPath: string;
};

const Input = z.object({
  site: SiteConfigSchema.pick({ name: true, vehicle_base_path: true, garage_path: true }),
});

export function garageProps(req: FragmentRequest): GaragePageProps {
  const { site } = Input.parse(req.props);
  return {
    siteName: site.name,
    basePath: site.vehicle_base_path,
    noun: vehicleNoun(site.vehicle_base_path),
    savedPath: garagePaths(site.garage_path).saved,
  };
}
