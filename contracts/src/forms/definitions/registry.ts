import type { SiteConfig } from '../../site/site-config.schema.js';
import { careersForm } from './careers.js';
import { contactForm } from './contact.js';
import { financeForm } from './finance.js';
import { fleetForm } from './fleet.js';
import { partsForm } from './parts.js';
import { sellMyCarForm } from './sell-my-car.js';
import { serviceForm } from './service.js';
import { withSiteFields } from './site-fields.js';
import { testDriveForm } from './test-drive.js';
import { FORM_IDS, type FormContext, type FormDefinition, type FormId, type FormSite } from './types.js';
import { valuationForm } from './valuation.js';
import { vehicleEnquiryForm } from './vehicle-enquiry.js';

const BUILDERS: Readonly<Record<FormId, (site: FormSite, ctx: FormContext) => FormDefinition>> = {
  contact: contactForm,
  'vehicle-enquiry': vehicleEnquiryForm,
  'test-drive': testDriveForm,
  finance: financeForm,
  service: serviceForm,
  parts: partsForm,
  fleet: fleetForm,
  careers: () => careersForm(),
  'sell-my-car': (_site, ctx) => sellMyCarForm(ctx),
  valuation: valuationForm,
};

/**
 * Whether a value is one of the lead forms' ids.
 *
 * @example
 * isFormId('finance'); // true
 * isFormId('nope'); // false
 */
export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && (FORM_IDS as readonly string[]).includes(value);
}

/**
 * Whether a site offers a form (site configuration `lead_forms`): only then does the form's route exist and
 * the lead API take its leads.
 *
 * @example
 * siteOffersForm({ lead_forms: ['contact', 'finance'] }, 'fleet'); // false
 */
export function siteOffersForm(site: Pick<SiteConfig, 'lead_forms'>, id: FormId): boolean {
  return site.lead_forms.includes(id);
}

/**
 * A form's definition for a site: steps, fields, types, required flags, conditional fields and the
 * site's variations (locations, dealerships, brand flags, stock makes and models). The forms remote
 * renders it; the lead API validates every save against it.
 *
 * @example
 * formDefinition('contact', site).steps.map((s) => s.heading); // ['User Details', 'Your Enquiry']
 */
export function formDefinition(id: FormId, site: FormSite, ctx: FormContext = {}): FormDefinition {
  return withSiteFields(BUILDERS[id](site, ctx), site);
}

/**
 * SPEC §2 form routes: the form a path shows (the vehicle enquiry when /contact carries a car_id), or null.
 *
 * @example
 * formIdForPath('/apply-for-finance', {}); // 'finance'
 * formIdForPath('/contact', { car_id: '7' }); // 'vehicle-enquiry'
 */
export function formIdForPath(path: string, query: Readonly<Record<string, string | undefined>>): FormId | null {
  const p = path.replace(/\/+$/, '') || '/';
  if (p === '/contact' || p.startsWith('/contact-us/')) return query.car_id ? 'vehicle-enquiry' : 'contact';
  if (p === '/book-test-drive') return 'test-drive';
  // /finance-pre-approval only where that feature is on (elsewhere it redirects to /finance: links/rewrite.ts).
  if (['/finance', '/finance-enquiry', '/apply-for-finance', '/finance-pre-approval'].includes(p)) return 'finance';
  if (['/service', '/pages/book-a-service', '/book-a-service'].includes(p)) return 'service';
  if (['/vehicle-parts-and-accessories', '/parts/search'].includes(p)) return 'parts';
  if (p === '/fleet') return 'fleet';
  if (['/careers', '/work-experience'].includes(p)) return 'careers';
  if (p === '/trade-in' || p === '/valuations' || p.endsWith('/trade-in')) return 'valuation';
  if (p === '/sell-my-car') return 'sell-my-car';
  return null;
}
