/**
 * The stored lead document and the API's answers about it: the request's context added to the form's
 * fields (SPEC §3 lead), the SPEC §9 event of a completing save, and the saved-lead answer.
 */
import {
  type FormDefinition,
  INCOMPLETE_LEAD_STATUS,
  type LeadBodySchema,
  type LeadCar,
  type LeadSaved,
  leadFormEventId,
  prepareLead,
} from '@forecourt/contracts';
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppContext } from '../env.js';

export const COMPLETE_STATUS = 'Complete';
export const leadStatus = (completed: boolean) => (completed ? COMPLETE_STATUS : INCOMPLETE_LEAD_STATUS);

export type LeadBody = z.infer<typeof LeadBodySchema>;

/** The lead context of this request (site routing, primary location, page url, user agent, history). */
export function enrich(c: Context<AppContext>, fields: Record<string, unknown>, history: LeadBody) {
  const site = c.var.site;
  const primary = site.locations.find((l) => l.primary) ?? site.locations[0] ?? null;
  const { favourite_color: _honeypot, lead_id: _leadId, ...rest } = fields;
  const url = typeof rest.url === 'string' ? rest.url : (c.req.header('referer') ?? '');
  return prepareLead(rest, {
    site,
    primaryLocation: primary ? { id: primary.id, dealership_slug: primary.dealership_slug } : null,
    url,
    userAgent: c.req.header('user-agent') ?? '',
    history: { visited_pages: history.visited_pages, linked_query_params: history.linked_query_params, started_at: 0 },
  });
}

const stringList = (v: unknown): string[] => z.array(z.string()).catch([]).parse(v);
const stringRecord = (v: unknown): Record<string, string> => z.record(z.string(), z.string()).catch({}).parse(v);

/** An update's visitor history: steps that send none keep what the first step sent. */
export function keptHistory(body: LeadBody, previous: Record<string, unknown>): LeadBody {
  return {
    ...body,
    visited_pages: body.visited_pages.length > 0 ? body.visited_pages : stringList(previous.visited_pages),
    linked_query_params:
      Object.keys(body.linked_query_params).length > 0
        ? body.linked_query_params
        : stringRecord(previous.linked_query_params),
  };
}

/** The answer to a save: the lead's id (twice, SPEC §7 reads lead_id), its token on a create, its status. */
export const saved = (row: { id: string; status: string; completed: boolean }, token?: string): LeadSaved => ({
  id: row.id,
  lead_id: row.id,
  ...(token ? { token } : {}),
  lead_status: row.status,
  form_completed: row.completed,
});

/** The SPEC §9 lead event recorded when a save completes a lead: from its form and verified car. */
export function leadEvent(doc: Record<string, unknown>, form: FormDefinition, car: LeadCar | null) {
  return {
    category: leadFormEventId(form, car, doc),
    url: typeof doc.url === 'string' ? doc.url : '',
    properties: { category: doc.category ?? null },
  };
}
