/**
 * pnpm bench:d1 — what a car, a lead and a booking cost in D1 (issue 37 part 3; docs/OPERATIONS.md
 * "D1 at a thousand dealers"). Through the product on a Miniflare platform: the nine demo tenants' cars
 * inserted with the seed's SQL (the search outbox triggers fire as in production), then
 * BENCH_D1_LEADS (200) fleet enquiries and test-drive bookings sent to POST /api/leads. Each figure is the
 * database's growth (D1's meta.size_after: pages × page size, indexes included) over the rows written,
 * and the rows each write added per table.
 */
import { CAPTCHA_TEST_TOKENS } from '@forecourt/contracts';
import { iterateTenants, kvEntries, sqlStatements } from '@forecourt/infra/demo';
import { startPlatform } from '../support/platform.js';

const LEADS = Number(process.env.BENCH_D1_LEADS ?? 200);
const TABLES = ['cars', 'search_outbox', 'leads', 'lead_deliveries', 'lead_bookings', 'rate_limits', 'events'];
const user = { name: 'Sam Lee', email: 'sam@example.com', phone: '0412 345 678' };

const p = await startPlatform({ tenants: [], vars: { LEAD_RATE_LIMIT: '1000000/1', KV_MEMO_MS: '0' } });
const size = async () => (await p.db.prepare('SELECT 1').run()).meta.size_after as number;
const rows = async () => {
  const out: Record<string, number> = {};
  for (const t of TABLES)
    out[t] = (await p.db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).first<{ n: number }>())?.n ?? 0;
  return out;
};
const diff = (a: Record<string, number>, b: Record<string, number>, per: number) =>
  TABLES.filter((t) => b[t] !== a[t])
    .map((t) => `${t} ${(((b[t] ?? 0) - (a[t] ?? 0)) / per).toFixed(2)}`)
    .join(', ');

async function measure(label: string, count: number, write: () => Promise<void>) {
  const [s0, r0] = [await size(), await rows()];
  await write();
  const [s1, r1] = [await size(), await rows()];
  console.log(
    `${label}: ${count} written, ${((s1 - s0) / count).toFixed(0)} bytes each (database ${(s0 / 1e6).toFixed(2)} → ${(s1 / 1e6).toFixed(2)} MB); rows each: ${diff(r0, r1, count)}`,
  );
}

try {
  const tenants = [...iterateTenants({ now: Date.now(), validate: false })];
  const statements = tenants.flatMap((t) => [...sqlStatements(t)].filter((s) => !s.startsWith('--')));
  const isCars = (s: string) => s.startsWith('INSERT INTO cars');
  const cars = tenants.reduce((n, t) => n + t.cars.length, 0);
  await measure('car', cars, async () => {
    const inserts = statements.filter(isCars);
    for (let i = 0; i < inserts.length; i += 200)
      await p.db.batch(inserts.slice(i, i + 200).map((s) => p.db.prepare(s)));
  });
  const rest = statements.filter((s) => !isCars(s));
  for (let i = 0; i < rest.length; i += 200) await p.db.batch(rest.slice(i, i + 200).map((s) => p.db.prepare(s)));
  for (const t of tenants) for (const { key, value } of kvEntries(t)) await p.kv.put(key, value);

  const post = async (body: unknown, n: number) => {
    const res = await p.get('harbourside.localhost', '/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${n % 250}` },
      body: JSON.stringify({ lead: body, captcha_token: CAPTCHA_TEST_TOKENS.pass }),
    });
    if (res.status !== 201) throw new Error(`lead ${res.status}: ${await res.text()}`);
  };
  await measure('lead (fleet enquiry)', LEADS, async () => {
    for (let n = 0; n < LEADS; n++)
      await post(
        {
          form_id: 'fleet',
          step_number: 2,
          ...user,
          company_name: `Acme ${n} Pty Ltd`,
          fleet_size: '12',
          message: 'Is it available? We would like a quote for twelve utes with canopies and tow bars.',
          category: 'General Enquiry',
        },
        n,
      );
  });

  // test drives: every free slot of harbourside's first bookable dealership, up to LEADS of them
  const site = JSON.parse((await p.kv.get('site:harbourside')) ?? '{}') as { dealerships: { id: number }[] };
  const free: { location: number; start: string }[] = [];
  for (const d of site.dealerships) {
    const res = await p.get('harbourside.localhost', `/api/dealerships/${d.id}/available_appointment_bookings.json`);
    if (res.status !== 200) continue;
    const body = (await res.json()) as { locations: { location_id: number; days: { slots: { start: string }[] }[] }[] };
    for (const l of body.locations)
      for (const day of l.days) for (const s of day.slots) free.push({ location: l.location_id, start: s.start });
  }
  const bookings = Math.min(LEADS, free.length);
  await measure('booking (test-drive lead with its slot)', bookings, async () => {
    for (let n = 0; n < bookings; n++) {
      const slot = free[n] as (typeof free)[number];
      await post(
        {
          form_id: 'test-drive',
          step_number: 2,
          ...user,
          booking_type: 'test_drive',
          location_id: String(slot.location),
          date_time: slot.start,
        },
        n,
      );
    }
  });
} finally {
  await p.dispose();
}
