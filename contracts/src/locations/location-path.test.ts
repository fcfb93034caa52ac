import { describe, expect, it } from 'vitest';
import { GROUP_SITE_FIXTURE } from '../site/group-site.fixture.js';
import { SiteConfigSchema } from '../site/site-config.schema.js';
import { locationFromPath } from './location-path.js';

const site = SiteConfigSchema.parse(GROUP_SITE_FIXTURE);

describe('locationFromPath', () => {
  const first = site.locations[0]!;
  it('finds the visible location a path names by its last segment', () => {
    expect(locationFromPath(site.locations, `/our-locations/${first.slug}`)?.id).toBe(first.id);
    expect(locationFromPath(site.locations, `/our-locations/nsw/${first.slug}/`)?.id).toBe(first.id);
    expect(locationFromPath(site.locations, `/contact-us/${first.slug}`)?.id).toBe(first.id);
  });
  it('null for an unknown or hidden location', () => {
    expect(locationFromPath(site.locations, '/contact-us/no-such-place')).toBeNull();
    expect(locationFromPath([{ ...first, visible: false }], `/our-locations/${first.slug}`)).toBeNull();
    expect(locationFromPath(site.locations, '/our-locations/')).toBeNull();
  });
});
