import { countryRules } from '../../locale/country.js';
import type { Locale, SiteConfig } from '../../site/site-config.schema.js';
import { opts } from './fields.js';
import type { FormDefinition, FormField, FormStep } from './types.js';

/** What the country's version of a form reads from the site. */
export type CountrySite = { locale?: Locale; state?: string; vehicle_lookup?: SiteConfig['vehicle_lookup'] };

/**
 * Issue 35: a form as a site's country asks it (contracts COUNTRY_RULES) — the plate field's label
 * ('Rego' AU, 'Plate number' NZ, 'License plate' US; the US lookup takes a VIN too), the plate's
 * region (AU states; US states starting on the site's own; none in NZ, where plates are national),
 * the odometer's label and unit, service intervals in the country's unit and the phone example.
 * Field names and values sent with the lead stay as SPEC names them. Applied inside formDefinition,
 * so the page and the lead API check the same fields.
 *
 * @example
 * countryForm(valuationForm(site), { locale: 'en-NZ' }).steps[0].fields.map((f) => f.name); // ['rego']
 */
export function countryForm(form: FormDefinition, site: CountrySite): FormDefinition {
  if ((site.locale ?? 'en-AU') === 'en-AU') return form;
  const rules = countryRules(site.locale);
  const region = site.state && rules.regions.includes(site.state) ? site.state : rules.defaultRegion;
  const lookupStep = (step: FormStep) => step.action === 'lookup';
  // A US site on the real provider looks up VINs only (no plate-to-VIN provider: edge valuations/us-lookup.ts).
  const vinOnly =
    rules.lookup === 'vin-or-plate+state' && site.vehicle_lookup !== undefined && site.vehicle_lookup !== 'demo';
  const field = (f: FormField, step: FormStep): FormField | null => {
    const optional = f.required === false ? ' (optional)' : '';
    if (f.type === 'rego') {
      const vin = lookupStep(step) && rules.lookup === 'vin-or-plate+state';
      return { ...f, label: vin ? (vinOnly ? 'VIN' : 'VIN or license plate') : `${rules.plateLabel}${optional}` };
    }
    if (f.name === 'regoState') {
      if (rules.regions.length === 0 || (vinOnly && lookupStep(step))) return null;
      const { value: _au, ...rest } = f;
      const forPlate = lookupStep(step) && rules.lookup === 'vin-or-plate+state';
      return {
        ...rest,
        label: forPlate ? `${rules.regionLabel} (for a plate)` : `${rules.regionLabel}${optional}`,
        options: opts(rules.regions),
        ...(forPlate ? { required: false } : {}),
        ...(region ? { value: region } : {}),
      };
    }
    if (f.type === 'kilometre') return { ...f, label: rules.odometerLabel };
    if (f.type === 'service interval') return { ...f, options: opts(rules.serviceIntervals) };
    if (f.type === 'phone') return { ...f, placeholder: f.placeholder ?? rules.phonePlaceholder };
    return f;
  };
  return {
    ...form,
    steps: form.steps.map((step) => ({
      ...step,
      description: lookupStep(step)
        ? vinOnly
          ? 'Enter your 17-character VIN (on the driver-side dashboard or door jamb) to look up your vehicle.'
          : lookupDescription(rules.lookup)
        : step.description,
      fields: step.fields.flatMap((f) => field(f, step) ?? []),
    })),
  };
}

const lookupDescription = (lookup: ReturnType<typeof countryRules>['lookup']) =>
  lookup === 'plate'
    ? 'Enter your plate number to look up your vehicle.'
    : lookup === 'vin-or-plate+state'
      ? 'Enter your VIN, or your license plate and its state, to look up your vehicle.'
      : 'Enter your registration to look up your vehicle.';
