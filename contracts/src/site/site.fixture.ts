import type { SiteConfigInput } from './site-config.schema.js';

/**
 * A minimal valid site configuration for tests (schema defaults fill the rest); override any field.
 *
 * @example
 * SiteConfigSchema.parse(makeSiteInput({ vehicle_base_path: '/motorcycles' }));
 */
export function makeSiteInput(over: Partial<SiteConfigInput> = {}): SiteConfigInput {
  return {
    id: 99,
    slug: 'fixture-motors',
    template: 'standard',
    name: 'Fixture Motors',
    url: 'https://www.fixture-motors.example',
    city: 'Sydney',
    state: 'NSW',
    domain_name: 'fixture-motors.example',
    hosts: ['fixture-motors.localhost'],
    logo: { url: '/media/logos/fixture-motors.svg' },
    theme: { primary: '#0b5394', accent: '#e69138', header_bg: '#0a2540', header_text: '#ffffff' },
    dealership_id: 1,
    dealerships: [{ id: 1, name: 'Fixture Motors', slug: 'fixture-motors' }],
    address: { city: 'Sydney', state: 'NSW' },
    stock_summary: { count: 0, makes: [], models: [], car_types: [] },
    ...over,
  };
}
