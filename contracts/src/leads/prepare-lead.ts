import type { VisitorHistory } from '../history/visitor-history.js';
import { leadAttributes } from '../history/visitor-history.js';
import { mapCareersCategory } from './careers.js';
import {
  collapseCheckOptions,
  convertYesNoFields,
  fixLeadName,
  type LeadFields,
  replacePrimaryLocationPlaceholder,
} from './lead-fields.js';
import { LEAD_SOURCE } from './lead-request.js';
import { type LeadRoutingSite, routeLead } from './routing.js';

/** What the lead body needs besides the form fields. */
export type LeadContext = {
  site: LeadRoutingSite;
  primaryLocation: { id: number; dealership_slug: string } | null | undefined;
  /** Current page URL. */
  url: string;
  userAgent: string;
  history: VisitorHistory | null;
};

/**
 * Every SPEC §3/§4/§5/§7 lead rule in order, giving the `lead` of the {lead:{...}} body: placeholder,
 * check options → additional_services, careers mapping, name fix, Yes/No fields, source 'Website', url,
 * user agent, website_slug, visited pages and linked query params, then primary-location/dealership routing
 * and the forced dealership slug.
 *
 * @example
 * prepareLead({ name: 'undefined undefined', first_name: 'Sam', category: 'Careers Enquiry' }, ctx);
 * // { name: 'Sam', category: 'General Enquiry', subcategory: 'Career Enquiry', source: 'Website', ... }
 */
export function prepareLead(fields: LeadFields, ctx: LeadContext): LeadFields {
  let lead = replacePrimaryLocationPlaceholder(fields, ctx.primaryLocation?.id ?? null);
  lead = collapseCheckOptions(lead);
  if (typeof lead.category === 'string') {
    const { category, subcategory } = mapCareersCategory(lead.category);
    lead = { ...lead, category, ...(subcategory ? { subcategory } : {}) };
  }
  lead = convertYesNoFields(fixLeadName(lead));
  const attributes = leadAttributes(ctx.history);
  lead = {
    ...lead,
    source: LEAD_SOURCE,
    url: ctx.url,
    user_agent: ctx.userAgent,
    website_slug: ctx.site.slug,
    visited_pages: attributes.visited_pages,
    linked_query_params: attributes.linked_query_params,
  };
  return routeLead(lead, ctx.site, ctx.primaryLocation);
}
