import { describe, expect, it } from 'vitest';
import { InfoPageSchema } from './info-page.schema.js';
import { platformLegalPage } from './legal-defaults.js';

describe('platformLegalPage', () => {
  it('gives the legal pages in the dealer name, valid against the page schema', () => {
    for (const slug of ['terms-and-conditions', 'privacy-policy'] as const) {
      const page = platformLegalPage(slug, 'Lakeside Auto');
      expect(InfoPageSchema.parse(page)).toEqual(page);
      expect(page?.summary).toContain('Lakeside Auto');
    }
  });

  it('has no default for a page the dealer writes (it answers 404 without one)', () => {
    expect(platformLegalPage('about-us', 'X')).toBeNull();
    expect(platformLegalPage('aftermarket', 'X')).toBeNull();
  });
});
