import { describe, expect, it } from 'vitest';
import { saveStep } from './lead-flow.js';

type Call = { url: string; init: RequestInit };
function fakeFetch(responses: { status: number; body: unknown }[]) {
  const calls: Call[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const r = responses.shift() ?? { status: 500, body: null };
    return new Response(JSON.stringify(r.body), { status: r.status });
  }) as unknown as typeof fetch;
  return { fn, calls };
}
const base = { fields: { name: 'Sam' }, files: [], eventId: 22, history: null, stepNumber: 1 };

describe('lead flow (SPEC §4)', () => {
  it('first step POSTs an Incomplete lead, a later step PUTs with the token, the last completes it', async () => {
    const f = fakeFetch([
      {
        status: 201,
        body: { id: 'ld_1', lead_id: 'ld_1', token: 't0k', lead_status: 'Incomplete', form_completed: false },
      },
      { status: 200, body: { id: 'ld_1', lead_id: 'ld_1', lead_status: 'Complete', form_completed: true } },
    ]);
    const first = await saveStep({ ...base, isLastStep: false, lead: { leadId: null, token: null } }, f.fn);
    expect(first).toEqual({ ok: true, lead: { leadId: 'ld_1', token: 't0k' } });
    expect(f.calls[0]?.url).toBe('/api/leads');
    expect(f.calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(f.calls[0]?.init.body)).lead).toMatchObject({
      lead_status: 'Incomplete',
      form_completed: false,
    });
    const last = await saveStep(
      { ...base, isLastStep: true, lead: first.ok ? first.lead : { leadId: null, token: null } },
      f.fn,
    );
    expect(last.ok).toBe(true);
    expect(f.calls[1]?.url).toBe('/api/leads/ld_1');
    expect(f.calls[1]?.init.method).toBe('PUT');
    expect((f.calls[1]!.init.headers as Record<string, string>).Authorization).toBe('Bearer t0k');
    const body = JSON.parse(String(f.calls[1]?.init.body));
    expect(body.lead.form_completed).toBe(true);
    expect(body.event_id).toBe(22);
  });
  it('failure: the response error, or the SPEC fallback text; the lead is unchanged', async () => {
    const f = fakeFetch([
      { status: 400, body: { error: 'invalid email address', fields: { email: 'invalid email address' } } },
      { status: 500, body: null },
    ]);
    expect(await saveStep({ ...base, isLastStep: false, lead: { leadId: null, token: null } }, f.fn)).toEqual({
      ok: false,
      error: 'invalid email address',
      fields: { email: 'invalid email address' },
    });
    expect(await saveStep({ ...base, isLastStep: false, lead: { leadId: null, token: null } }, f.fn)).toEqual({
      ok: false,
      error: 'An unexpected error occured',
    });
    const offline = (async () => {
      throw new TypeError('network');
    }) as unknown as typeof fetch;
    expect(await saveStep({ ...base, isLastStep: true, lead: { leadId: null, token: null } }, offline)).toEqual({
      ok: false,
      error: 'An unexpected error occured',
    });
  });
  it('a step with files creates the lead through /api/leads/with-files as form-data', async () => {
    const f = fakeFetch([
      {
        status: 201,
        body: { id: 'ld_2', lead_id: 'ld_2', token: 'x', lead_status: 'Incomplete', form_completed: false },
      },
    ]);
    const file = new File(['cv'], 'cv.pdf', { type: 'application/pdf' });
    await saveStep({ ...base, files: [file], isLastStep: false, lead: { leadId: null, token: null } }, f.fn);
    expect(f.calls[0]?.url).toBe('/api/leads/with-files');
    const form = f.calls[0]?.init.body as FormData;
    expect(JSON.parse(String(form.get('lead')))).toMatchObject({ name: 'Sam', lead_status: 'Incomplete' });
    expect((form.get('files') as File).name).toBe('cv.pdf');
  });
});
