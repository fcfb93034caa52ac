import { describe, expect, it } from 'vitest';
import { makeSiteInput } from '../fixtures.js';
import { SiteConfigSchema } from '../site/site-config.schema.js';
import { FORM_BUTTON_LABELS } from './messages.js';

// SPEC §2 Forms: back (default 'Go Back'), continue (default 'Continue'), submit (default 'Submit'), labels
// overridable by configuration (site config `form_button_labels`).
describe('site config form_button_labels', () => {
  it('defaults to the SPEC labels', () => {
    expect(SiteConfigSchema.parse(makeSiteInput()).form_button_labels).toEqual({
      back: 'Go Back',
      continue: 'Continue',
      submit: 'Submit',
      loading: 'Loading',
    });
    expect(FORM_BUTTON_LABELS.back).toBe('Go Back');
  });
  it('a site overrides some labels; the others keep their defaults; empty labels are refused', () => {
    const site = SiteConfigSchema.parse(
      makeSiteInput({ form_button_labels: { submit: 'Send enquiry', back: 'Back' } }),
    );
    expect(site.form_button_labels).toEqual({
      back: 'Back',
      continue: 'Continue',
      submit: 'Send enquiry',
      loading: 'Loading',
    });
    expect(SiteConfigSchema.safeParse(makeSiteInput({ form_button_labels: { submit: '' } })).success).toBe(false);
  });
});
