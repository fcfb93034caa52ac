import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

/**
 * The lead API (SPEC §4 lead flow, §5 rules, §7 calls) against real workerd, D1, R2 and the lead Queue.
 * A sink Worker stands in for the dealer's webhook: it answers 503 while KV `mode` is 'down' and records
 * every delivery it accepts under its Idempotency-Key.
 */
const SINK = `
export default {
  async fetch(request, env) {
    if ((await env.SINK.get('mode')) === 'down') return new Response('down', { status: 503 });
    const key = request.headers.get('idempotency-key') ?? 'none';
    const n = Number((await env.SINK.get('count:' + key)) ?? '0') + 1;
    await env.SINK.put('count:' + key, String(n));
    await env.SINK.put('body:' + key, await request.text());
    await env.SINK.put('type:' + key, request.headers.get('content-type') ?? '');
    return new Response('ok');
  },
};`;

const H = 'harbourside.localhost';
/** What the lead API answers (a saved lead or an error). */
type ApiBody = {
  id: string;
  token: string;
  lead_status: string;
  form_completed: boolean;
  error: string;
  code: string;
  fields: Record<string, string>;
};
let p: Platform;
let ip = 0;
/** A fresh client address per call site keeps the rate limit out of the way of other tests. */
const client = () => `10.0.0.${++ip}`;

beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside', 'ridgeway-toyota', 'redline-motorcycles', 'tasman-motors', 'lakeside-auto'],
    vars: { LEAD_RATE_LIMIT: '5/60', LEAD_RETRY_BASE_S: '0', KV_MEMO_MS: '0' },
    edgeOutbound: 'lead-sink',
    extraWorkers: [
      { name: 'lead-sink', modules: true, script: SINK, compatibilityDate: '2026-11-01', kvNamespaces: ['SINK'] },
    ],
  });
  const site = JSON.parse((await p.kv.get('site:harbourside'))!);
  await p.kv.put(
    'site:harbourside',
    JSON.stringify({ ...site, lead_delivery: { kind: 'webhook', url: 'https://crm.example.test/leads' } }),
  );
});
afterAll(() => p?.dispose());

const sink = () => p.mf.getKVNamespace('SINK', 'lead-sink');
const valid = {
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '0412 345 678',
  message: 'Is it available?',
  category: 'General Enquiry',
};

async function send(host: string, method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await p.get(host, path, {
    method,
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': client(), ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as ApiBody, headers: res.headers };
}
const count = async (sql: string, ...args: unknown[]) =>
  ((
    await p.db
      .prepare(sql)
      .bind(...args)
      .first<{ n: number }>()
  )?.n ?? 0) as number;
/** Miniflare's dispatchFetch does not serialise Node's FormData: send its encoded bytes and boundary. */
async function postForm(fd: FormData) {
  const encoded = new Response(fd);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const type = encoded.headers.get('content-type')!;
  return p.get(H, '/api/leads/with-files', {
    method: 'POST',
    body,
    headers: { 'content-type': type, 'cf-connecting-ip': client() },
  });
}
const leadCount = () => count('SELECT COUNT(*) AS n FROM leads');
async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('validation: bad input answers 400 with the field message and stores nothing', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['empty name', { ...valid, name: '  ' }, 'name', '*This is a required field.'],
    ['bad email', { ...valid, email: 'sam@x' }, 'email', 'invalid email address'],
    ['missing email on a complete lead', { ...valid, email: undefined }, 'email', '*This is a required field.'],
    [
      'digits in first name',
      { ...valid, first_name: 'Sam3' },
      'first_name',
      'Please use alphabetical characters only.',
    ],
    ['digits in last name', { ...valid, last_name: 'L33' }, 'last_name', 'Please use alphabetical characters only.'],
    [
      'digits in middle name',
      { ...valid, middle_name: 'J1' },
      'middle_name',
      'Please use alphabetical characters only.',
    ],
    [
      'postcode of 3 digits',
      { ...valid, postcode: '200' },
      'postcode',
      'Invalid postcode. Please enter a 4-digit number.',
    ],
    [
      'postcode with letters',
      { ...valid, postcode: '20a0' },
      'postcode',
      'Invalid postcode. Please enter a 4-digit number.',
    ],
    [
      'US phone on an AU site',
      { ...valid, phone: '212 555 0100' },
      'phone',
      'Invalid phone number. Must be an Australian number.',
    ],
    ['empty phone', { ...valid, phone: '' }, 'phone', '*This is a required field.'],
    [
      'terms not agreed',
      { ...valid, terms_conditions: false },
      'terms_conditions',
      '* You must agree to the terms of use before submitting the form.',
    ],
  ];
  it.each(cases)('%s', async (_name, lead, field, message) => {
    const before = await leadCount();
    const res = await send(H, 'POST', '/api/leads', { lead: JSON.parse(JSON.stringify(lead)) });
    expect(res.status).toBe(400);
    expect(res.json.fields[field]).toBe(message);
    expect(res.json.error).toBeTruthy();
    expect(await leadCount()).toBe(before);
  });

  it('a body that is not {lead:{...}} is a 400', async () => {
    for (const body of [null, 'x', { lead: 'x' }, { lead: { a: { nested: true } } }, {}]) {
      const res = await send(H, 'POST', '/api/leads', body);
      expect(res.status).toBe(400);
    }
  });

  it('a filled honeypot is refused and nothing is stored', async () => {
    const before = await leadCount();
    const res = await send(H, 'POST', '/api/leads', { lead: { ...valid, favourite_color: 'blue' } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('rejected');
    expect(await leadCount()).toBe(before);
  });

  it('phone rules follow the site: mobile-only AU, NZ, US', async () => {
    const toyota = 'redline-motorcycles.localhost'; // mobile_only_phones
    expect(
      (await send(toyota, 'POST', '/api/leads', { lead: { ...valid, phone: '02 9876 5432' } })).json.fields.phone,
    ).toBe('Invalid phone number. Must be an Australian mobile number.');
    expect((await send(toyota, 'POST', '/api/leads', { lead: valid })).status).toBe(201);
    const nz = 'tasman-motors.localhost';
    expect((await send(nz, 'POST', '/api/leads', { lead: { ...valid, phone: '021 123 4567' } })).status).toBe(201);
    expect(
      (await send(nz, 'POST', '/api/leads', { lead: { ...valid, phone: '+61412345678' } })).json.fields.phone,
    ).toBe('Invalid phone number. Must be a New Zealand number.');
    const us = 'lakeside-auto.localhost';
    expect((await send(us, 'POST', '/api/leads', { lead: { ...valid, phone: '(212) 555-0100' } })).status).toBe(201);
    expect((await send(us, 'POST', '/api/leads', { lead: valid })).json.fields.phone).toBe(
      'Invalid phone number. Must be a US number.',
    );
  });
});

describe('lifecycle: incomplete → complete', () => {
  it('the first step creates an Incomplete lead, later steps update it, the last completes it once', async () => {
    const step1 = await send(H, 'POST', '/api/leads', {
      lead: { name: 'Alex Kim', phone: '0412345678', lead_status: 'Incomplete', form_completed: false, step_number: 1 },
      visited_pages: ['/?utm_source=google', '/finance'],
      linked_query_params: { utm_source: 'google' },
    });
    expect(step1.status).toBe(201);
    const { id, token } = step1.json;
    expect(id).toMatch(/^ld_[0-9a-f]{32}$/);
    expect(step1.json.lead_status).toBe('Incomplete');
    expect(step1.json.form_completed).toBe(false);
    const auth = { authorization: `Bearer ${token}` };

    const bad = await send(
      H,
      'PUT',
      `/api/leads/${id}`,
      { lead: { email: 'nope', form_completed: false, lead_status: 'Incomplete' } },
      auth,
    );
    expect(bad.status).toBe(400);
    const step2 = await send(
      H,
      'PUT',
      `/api/leads/${id}`,
      { lead: { email: 'alex@example.com', lead_status: 'Incomplete', form_completed: false } },
      auth,
    );
    expect(step2.status).toBe(200);
    const last = await send(
      H,
      'PUT',
      `/api/leads/${id}`,
      { lead: { message: 'Finance please', category: 'Finance Enquiry', form_completed: true }, event_id: 22 },
      auth,
    );
    expect(last.status).toBe(200);
    expect(last.json.form_completed).toBe(true);

    const row = await p.db
      .prepare('SELECT * FROM leads WHERE id = ?')
      .bind(id)
      .first<Record<string, string | number>>();
    const doc = JSON.parse(String(row!.doc));
    expect(row!.form_completed).toBe(1);
    expect(doc).toMatchObject({
      name: 'Alex Kim',
      email: 'alex@example.com',
      message: 'Finance please',
      source: 'Website',
      website_slug: 'harbourside',
    });
    expect(doc.visited_pages).toEqual(['/?utm_source=google', '/finance']);
    expect(doc.linked_query_params).toEqual({ utm_source: 'google' });
    expect(await count('SELECT COUNT(*) AS n FROM events WHERE lead_id = ? AND category = 22', id)).toBe(1);

    const again = await send(
      H,
      'PUT',
      `/api/leads/${id}`,
      { lead: { message: 'changed', form_completed: true } },
      auth,
    );
    expect(again.status).toBe(409);
    expect(
      JSON.parse((await p.db.prepare('SELECT doc FROM leads WHERE id = ?').bind(id).first<{ doc: string }>())!.doc)
        .message,
    ).toBe('Finance please');
  });

  it('enrichment per SPEC: careers mapping, name fix, Yes/No fields, check options', async () => {
    const res = await send(H, 'POST', '/api/leads', {
      lead: {
        name: 'undefined undefined',
        first_name: 'Jo',
        email: 'jo@example.com',
        phone: '0412345678',
        category: 'Careers Enquiry',
        'Best Deal': true,
        'Wheel Alignment_check_option': true,
      },
    });
    expect(res.status).toBe(201);
    const doc = JSON.parse(
      (await p.db.prepare('SELECT doc FROM leads WHERE id = ?').bind(res.json.id).first<{ doc: string }>())!.doc,
    );
    expect(doc).toMatchObject({
      name: 'Jo',
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      'Best Deal': 'Yes',
      additional_services: ['Wheel Alignment'],
    });
    expect(await count('SELECT COUNT(*) AS n FROM events WHERE lead_id = ? AND category = 51', res.json.id)).toBe(1);
  });
});

describe('idempotency, isolation, rate limit', () => {
  it('a retried create with the same Idempotency-Key returns the same lead', async () => {
    const key = 'retry-key-0123456789abcdef';
    const before = await leadCount();
    const a = await send(H, 'POST', '/api/leads', { lead: valid }, { 'idempotency-key': key });
    const b = await send(H, 'POST', '/api/leads', { lead: valid }, { 'idempotency-key': key });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.json.id).toBe(a.json.id);
    expect(b.json.token).toBe(a.json.token);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(await leadCount()).toBe(before + 1);
  });

  it('a PUT from another dealer host or without the token is refused and changes nothing', async () => {
    const created = await send(H, 'POST', '/api/leads', {
      lead: { name: 'Pat', phone: '0412345678', lead_status: 'Incomplete', form_completed: false },
    });
    const { id, token } = created.json;
    const change = { lead: { name: 'Hacked', lead_status: 'Incomplete', form_completed: false } };
    expect(
      (await send('ridgeway-toyota.localhost', 'PUT', `/api/leads/${id}`, change, { authorization: `Bearer ${token}` }))
        .status,
    ).toBe(404);
    expect((await send(H, 'PUT', `/api/leads/${id}`, change)).status).toBe(403);
    expect(
      (await send(H, 'PUT', `/api/leads/${id}`, change, { authorization: 'Bearer 00000000000000000000000000000000' }))
        .status,
    ).toBe(403);
    expect(
      (
        await send(H, 'PUT', '/api/leads/ld_00000000000000000000000000000000', change, {
          authorization: `Bearer ${token}`,
        })
      ).status,
    ).toBe(404);
    const doc = JSON.parse(
      (await p.db.prepare('SELECT doc FROM leads WHERE id = ?').bind(id).first<{ doc: string }>())!.doc,
    );
    expect(doc.name).toBe('Pat');
  });

  it('creates are rate-limited per client and site', async () => {
    const headers = { 'cf-connecting-ip': '192.0.2.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send(H, 'POST', '/api/leads', { lead: valid }, headers)).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // another client, and the same client on another site, are not limited
    expect((await send(H, 'POST', '/api/leads', { lead: valid })).status).toBe(201);
    expect((await send('ridgeway-toyota.localhost', 'POST', '/api/leads', { lead: valid }, headers)).status).toBe(201);
  });
});

describe('files', () => {
  const form = (files: { name: string; type: string; bytes: number }[], lead: Record<string, unknown> = valid) => {
    const fd = new FormData();
    fd.set('lead', JSON.stringify({ ...lead, category: 'Careers Enquiry' }));
    for (const f of files) fd.append('files', new File([new Uint8Array(f.bytes).fill(65)], f.name, { type: f.type }));
    return fd;
  };
  const post = (fd: FormData) => postForm(fd);

  it('a CV is stored in R2 and referenced from the lead', async () => {
    const res = await post(form([{ name: 'cv.pdf', type: 'application/pdf', bytes: 2048 }]));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const file = await p.db
      .prepare('SELECT * FROM lead_files WHERE lead_id = ?')
      .bind(id)
      .first<Record<string, string | number>>();
    expect(file).toMatchObject({ name: 'cv.pdf', content_type: 'application/pdf', size: 2048 });
    const r2 = await p.mf.getR2Bucket('FILES');
    expect((await r2.get(String(file!.r2_key)))?.size).toBe(2048);
    const doc = JSON.parse(
      (await p.db.prepare('SELECT doc FROM leads WHERE id = ?').bind(id).first<{ doc: string }>())!.doc,
    );
    expect(doc.has_files).toBe(true);
  });

  it('too large or of a wrong type: 400, nothing stored', async () => {
    const before = await leadCount();
    const big = await post(form([{ name: 'cv.pdf', type: 'application/pdf', bytes: 5 * 1024 * 1024 + 1 }]));
    expect(big.status).toBe(400);
    expect(((await big.json()) as ApiBody).fields['files.0']).toContain('larger than 5 MB');
    const exe = await post(form([{ name: 'cv.exe', type: 'application/x-msdownload', bytes: 10 }]));
    expect(exe.status).toBe(400);
    expect(((await exe.json()) as ApiBody).fields['files.0']).toContain('not accepted');
    const badField = await post(
      form([{ name: 'cv.pdf', type: 'application/pdf', bytes: 10 }], { ...valid, email: 'x' }),
    );
    expect(badField.status).toBe(400);
    expect(await leadCount()).toBe(before);
    const r2 = await p.mf.getR2Bucket('FILES');
    const listed = await r2.list({ prefix: 'leads/' });
    expect(listed.objects.every((o) => o.size !== 10)).toBe(true);
  });
});

describe('faults', () => {
  it('D1 failing → no 201 and nothing half-written (lead, files rows, R2 objects)', async () => {
    await p.db.exec('ALTER TABLE lead_files RENAME TO lead_files_moved');
    try {
      const before = await leadCount();
      const fd = new FormData();
      fd.set('lead', JSON.stringify(valid));
      fd.append('files', new File([new Uint8Array(2048).fill(66)], 'note.pdf', { type: 'application/pdf' }));
      const res = await postForm(fd);
      expect(res.status).toBe(503);
      expect(((await res.json()) as ApiBody).error).toBe('An unexpected error occured');
      expect(await leadCount()).toBe(before);
      const r2 = await p.mf.getR2Bucket('FILES');
      expect(
        (await r2.list({ prefix: 'leads/harbourside/' })).objects.filter((o) => o.key.endsWith('note.pdf')),
      ).toEqual([]);
    } finally {
      await p.db.exec('ALTER TABLE lead_files_moved RENAME TO lead_files');
    }
  });

  it('destination down → lead kept, retried, delivered once when it recovers', async () => {
    const kv = await sink();
    await kv.put('mode', 'down');
    const res = await send(H, 'POST', '/api/leads', { lead: valid }, { 'idempotency-key': 'delivery-test-0123456789' });
    expect(res.status).toBe(201);
    const id = res.json.id as string;
    const failures = await until(
      () => count("SELECT COUNT(*) AS n FROM lead_deliveries WHERE lead_id = ? AND outcome = 'error'", id),
      (n) => n >= 2,
    );
    expect(failures).toBeGreaterThanOrEqual(2);
    expect(await count("SELECT COUNT(*) AS n FROM leads WHERE id = ? AND delivery_status = 'pending'", id)).toBe(1);
    await kv.put('mode', 'up');
    const status = await until(
      async () =>
        (await p.db.prepare('SELECT delivery_status AS s FROM leads WHERE id = ?').bind(id).first<{ s: string }>())?.s,
      (s) => s === 'delivered',
    );
    expect(status).toBe('delivered');
    // a duplicate message (e.g. the sweep) does not deliver again
    await (await p.mf.getQueueProducer('LEAD_QUEUE', 'edge')).send({ leadId: id });
    await new Promise((r) => setTimeout(r, 1000));
    expect(await kv.get(`count:${id}`)).toBe('1');
    expect(JSON.parse((await kv.get(`body:${id}`))!).lead.email).toBe('sam@example.com');
    expect(await count("SELECT COUNT(*) AS n FROM lead_deliveries WHERE lead_id = ? AND outcome = 'ok'", id)).toBe(1);
  });
});

describe('/api/events', () => {
  it('stores a SPEC event on the host site; rejects ids outside 1-61', async () => {
    const ok = await send(H, 'POST', '/api/events', {
      event: { category: 32, url: '/finance', lead_id: null, event_properties: { step: 2 }, website_slug: 'other' },
    });
    expect(ok.status).toBe(201);
    expect(
      await count("SELECT COUNT(*) AS n FROM events WHERE site_slug = 'harbourside' AND category = 32"),
    ).toBeGreaterThanOrEqual(1);
    expect((await send(H, 'POST', '/api/events', { event: { category: 99 } })).status).toBe(400);
  });
});
