import { describe, expect, it } from 'vitest';
import { newLeadState, saveStep } from './lead-flow.js';

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
const KEY = 'fs_0123456789abcdef0123456789abcdef';
const fresh = { leadId: null, token: null, key: KEY };
const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

describe('lead flow (SPEC §4)', () => {
  it('first step POSTs an Incomplete lead, a later step PUTs with the token, the last completes it', async () => {
    const f = fakeFetch([
      {
        status: 201,
        body: { id: 'ld_1', lead_id: 'ld_1', token: 't0k', lead_status: 'Incomplete', form_completed: false },
      },
      { status: 200, body: { id: 'ld_1', lead_id: 'ld_1', lead_status: 'Complete', form_completed: true } },
    ]);
    const first = await saveStep({ ...base, isLastStep: false, lead: fresh }, f.fn);
    expect(first).toEqual({ ok: true, lead: { leadId: 'ld_1', token: 't0k', key: KEY } });
    expect(f.calls[0]?.url).toBe('/api/leads');
    expect(f.calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(f.calls[0]?.init.body)).lead).toMatchObject({
      lead_status: 'Incomplete',
      form_completed: false,
    });
    const last = await saveStep({ ...base, isLastStep: true, lead: first.ok ? first.lead : fresh }, f.fn);
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
    expect(await saveStep({ ...base, isLastStep: false, lead: fresh }, f.fn)).toEqual({
      ok: false,
      error: 'invalid email address',
      fields: { email: 'invalid email address' },
      status: 400,
    });
    expect(await saveStep({ ...base, isLastStep: false, lead: fresh }, f.fn)).toEqual({
      ok: false,
      error: 'An unexpected error occured',
      status: 500,
    });
    const offline = (async () => {
      throw new TypeError('network');
    }) as unknown as typeof fetch;
    expect(await saveStep({ ...base, isLastStep: true, lead: fresh }, offline)).toEqual({
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
    await saveStep({ ...base, files: [file], isLastStep: false, lead: fresh }, f.fn);
    expect(f.calls[0]?.url).toBe('/api/leads/with-files');
    const form = f.calls[0]?.init.body as FormData;
    expect(JSON.parse(String(form.get('lead')))).toMatchObject({ name: 'Sam', lead_status: 'Incomplete' });
    expect((form.get('files') as File).name).toBe('cv.pdf');
  });

  it("the create carries the form session's Idempotency-Key (also multipart); updates do not", async () => {
    const f = fakeFetch([
      { status: 201, body: { id: 'ld_3', lead_id: 'ld_3', token: 'tk' } },
      { status: 200, body: { id: 'ld_3', lead_id: 'ld_3' } },
      { status: 201, body: { id: 'ld_4', lead_id: 'ld_4', token: 'tk' } },
    ]);
    const first = await saveStep({ ...base, isLastStep: false, lead: fresh }, f.fn);
    expect(headersOf(f.calls[0])['Idempotency-Key']).toBe(KEY);
    await saveStep({ ...base, isLastStep: true, lead: first.ok ? first.lead : fresh }, f.fn);
    expect(headersOf(f.calls[1])['Idempotency-Key']).toBeUndefined();
    const file = new File(['cv'], 'cv.pdf', { type: 'application/pdf' });
    await saveStep({ ...base, files: [file], isLastStep: false, lead: fresh }, f.fn);
    expect(f.calls[2]?.url).toBe('/api/leads/with-files');
    expect(headersOf(f.calls[2])['Idempotency-Key']).toBe(KEY);
  });

  it('a create resent after its response was lost sends the same key (the API returns the same lead)', async () => {
    let calls = 0;
    const keys: string[] = [];
    const lossy = (async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key'] ?? '');
      if (++calls === 1) throw new TypeError('connection reset'); // stored, but the answer never came
      return new Response(JSON.stringify({ id: 'ld_5', lead_id: 'ld_5', token: 'tk5' }), { status: 201 });
    }) as unknown as typeof fetch;
    const lead = newLeadState();
    expect(await saveStep({ ...base, isLastStep: false, lead }, lossy)).toEqual({
      ok: false,
      error: 'An unexpected error occured',
    });
    expect(await saveStep({ ...base, isLastStep: false, lead }, lossy)).toEqual({
      ok: true,
      lead: { leadId: 'ld_5', token: 'tk5', key: lead.key },
    });
    expect(keys).toEqual([lead.key, lead.key]);
  });

  it('every form instance gets its own key, in the form the API accepts (16-100 of [A-Za-z0-9_.:-])', () => {
    const a = newLeadState();
    const b = newLeadState();
    expect(a).toMatchObject({ leadId: null, token: null });
    expect(a.key).toMatch(/^[A-Za-z0-9_.:-]{16,100}$/);
    expect(b.key).not.toBe(a.key);
  });

  it('a completing PUT answered 409 lead_completed (a resend; the lead was saved) counts as saved', async () => {
    const lead = { leadId: 'ld_6', token: 'tk6', key: KEY };
    const completed = { status: 409, body: { error: 'This enquiry was already sent.', code: 'lead_completed' } };
    const f = fakeFetch([completed, completed, { status: 409, body: { error: 'Taken.', code: 'slot_taken' } }]);
    expect(await saveStep({ ...base, isLastStep: true, lead }, f.fn)).toEqual({ ok: true, lead });
    // before the last step the lead cannot be complete yet: that answer stays an error
    expect(await saveStep({ ...base, isLastStep: false, lead }, f.fn)).toEqual({
      ok: false,
      error: 'This enquiry was already sent.',
      status: 409,
    });
    expect(await saveStep({ ...base, isLastStep: true, lead }, f.fn)).toEqual({
      ok: false,
      error: 'Taken.',
      status: 409,
    });
  });
});
