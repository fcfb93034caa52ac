import {
  apiErrorOf,
  CAPTCHA_TOKEN_FIELD,
  EVENT_IDS,
  leadRequest,
  stepLeadStatus,
  submitFailureMessage,
  track,
  type VisitorHistory,
} from '@forecourt/contracts';

/**
 * The lead of a form in progress: id and the capability token the create returned (never stored), and
 * the Idempotency-Key of its create — one per form instance, so a create resent after a lost response
 * returns the lead already stored instead of a second one.
 */
export type LeadState = { leadId: string | null; token: string | null; key: string };

/** A new form session's lead state: no lead yet, a fresh random idempotency key (128 bits). */
export function newLeadState(): LeadState {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return { leadId: null, token: null, key: `fs_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}` };
}

export type SaveResult =
  | { ok: true; lead: LeadState }
  | { ok: false; error: string; fields?: Record<string, string>; status?: number };

export type SaveInput = {
  fields: Record<string, unknown>;
  isLastStep: boolean;
  lead: LeadState;
  files: File[];
  eventId: number;
  history: VisitorHistory | null;
  stepNumber: number;
  /** The captcha token of the create (SPEC §5; verified by the edge). Not sent with updates. */
  captchaToken?: string | null;
  /** A group site's form: SPEC §8 'An error occurred when submitting this form' when the server says nothing. */
  group?: boolean;
};

type Fetch = typeof fetch;

/**
 * SPEC §4 lead flow for one step: the first save creates the lead (POST, or multipart
 * /api/leads/with-files when the step carries files), later saves update it (PUT with the token); a
 * step before the last is Incomplete, the last completes the lead. The create carries the form's
 * Idempotency-Key; a last step answered 409 lead_completed (a resend whose first answer was lost) counts
 * as saved. On failure: the response's error or 'An unexpected error occured' ('An error occurred when
 * submitting this form' on a group site: contracts submitFailureMessage),
 * and the lead stays as it was (the caller keeps the step); the failure is reported as the step's event
 * 32 with SPEC §3's error_message (the text the visitor is shown).
 */
export async function saveStep(input: SaveInput, doFetch: Fetch = fetch): Promise<SaveResult> {
  const result = await sendStep(input, doFetch);
  if (!result.ok)
    track(
      EVENT_IDS.FORM_STEP,
      { step_number: input.stepNumber, last_step: input.isLastStep, status: result.status ?? 0 },
      { lead_id: input.lead.leadId, error_message: result.error },
    );
  return result;
}

async function sendStep(input: SaveInput, doFetch: Fetch): Promise<SaveResult> {
  const leadErrorMessage = (error: string | null | undefined) => submitFailureMessage(error, input.group === true);
  const hasFiles = input.files.length > 0 && input.lead.leadId === null;
  const req = leadRequest(input.lead.leadId, hasFiles);
  const lead = { ...input.fields, ...stepLeadStatus(input.isLastStep), step_number: input.stepNumber };
  const history = {
    visited_pages: input.history?.visited_pages ?? [],
    linked_query_params: input.history?.linked_query_params ?? {},
  };
  const captcha = req.method === 'POST' && input.captchaToken ? { [CAPTCHA_TOKEN_FIELD]: input.captchaToken } : {};
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (input.lead.token && req.method === 'PUT') headers.Authorization = `Bearer ${input.lead.token}`;
  if (req.method === 'POST') headers['Idempotency-Key'] = input.lead.key;
  let body: BodyInit;
  if (req.body === 'form-data') {
    const form = new FormData();
    form.set('lead', JSON.stringify(lead));
    form.set('visited_pages', JSON.stringify(history.visited_pages));
    form.set('linked_query_params', JSON.stringify(history.linked_query_params));
    if (input.isLastStep) form.set('event_id', String(input.eventId));
    for (const [k, v] of Object.entries(captcha)) form.set(k, v);
    for (const f of input.files) form.append('files', f, f.name);
    body = form;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ lead, ...history, ...captcha, ...(input.isLastStep ? { event_id: input.eventId } : {}) });
  }
  try {
    const res = await doFetch(req.path, { method: req.method, headers, body });
    const json: unknown = await res.json().catch(() => null);
    // A completing save resent after its answer was lost finds the lead already complete: it was saved.
    if (res.status === 409 && req.method === 'PUT' && input.isLastStep && apiErrorOf(json)?.code === 'lead_completed') {
      return { ok: true, lead: input.lead };
    }
    if (!res.ok) {
      // The API's error body (contracts apiErrorOf; docs/API-ERRORS.md).
      const err = apiErrorOf(json);
      return {
        ok: false,
        error: leadErrorMessage(err?.message),
        status: res.status,
        ...(err?.fields ? { fields: err.fields } : {}),
      };
    }
    const saved = json as { id?: unknown; lead_id?: unknown; token?: unknown } | null;
    const id = typeof saved?.lead_id === 'string' ? saved.lead_id : typeof saved?.id === 'string' ? saved.id : null;
    // SPEC §3: a saved lead carries an id; otherwise it is an error.
    if (!id) return { ok: false, error: leadErrorMessage(apiErrorOf(json)?.message), status: res.status };
    const token = typeof saved?.token === 'string' ? saved.token : input.lead.token;
    return { ok: true, lead: { leadId: id, token, key: input.lead.key } };
  } catch {
    return { ok: false, error: leadErrorMessage(null) };
  }
}

/** SPEC §9 event 32: a form step was saved (through the page's tracker; analytics never blocks a lead). */
export function trackFormStep(leadId: string | null, stepNumber: number): void {
  track(EVENT_IDS.FORM_STEP, { step_number: stepNumber }, { lead_id: leadId });
}
