/**
 * The lead API (SPEC §4 lead flow, §7 calls): POST /api/leads, PUT /api/leads/:id and
 * POST /api/leads/with-files. Each save is checked against its form's definition for the site, filed
 * from the real car, committed to D1 before 201 and, once complete, queued for delivery. What it
 * guarantees (idempotency, tokens, captcha, rate limits, bookings): docs/ARCHITECTURE-NOTES.md "Lead
 * forms" and the names of tests/integration/leads-api.test.ts. Refusals: docs/API-ERRORS.md.
 */
import { Hono } from 'hono';
import type { AppContext } from '../env.js';
import { createLead } from './create-lead.js';
import { leadJsonBody, leadMultipartBody, withFilesLimit } from './lead-body.js';
import { updateLeadStep } from './update-lead.js';

export const leadsApi = new Hono<AppContext>();

leadsApi.post('/with-files', withFilesLimit, async (c) => createLead(c, await leadMultipartBody(c)));
leadsApi.post('/', async (c) => createLead(c, { body: await leadJsonBody(c), files: [] }));
leadsApi.put('/:id', (c) => updateLeadStep(c, c.req.param('id')));
