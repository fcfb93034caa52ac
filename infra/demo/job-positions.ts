/**
 * The demo sites' open roles (D1 `job_positions`), listed at /current-positions: a sales role at the
 * first location, a workshop role at the first service location, a part-time parts role for the
 * group, and one role that closed last week (kept in D1, never listed).
 */
import type { JobPositionInput, Location } from '@forecourt/contracts';
import type { TenantSpec } from './tenants.js';

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function jobPositionsFor(t: TenantSpec, locations: Location[], nowSeconds: number): JobPositionInput[] {
  const now = nowSeconds * 1000;
  const sales = locations[0];
  const workshop = locations.find((l) => l.location_type === 'service') ?? sales;
  const noun =
    t.kind === 'motorcycle' ? 'motorcycle' : t.kind === 'truck' ? 'truck' : t.kind === 'caravan' ? 'caravan' : 'car';
  return [
    {
      slug: 'sales-consultant',
      title: `${noun[0]?.toUpperCase()}${noun.slice(1)} Sales Consultant`,
      position: 'Sales Consultant',
      employment_type: 'Full-time',
      location_id: sales?.id ?? null,
      summary: `Help our customers find the right ${noun}, from the first enquiry to the handover.`,
      duties: ['Greet and qualify customers', 'Demonstrate and test drive stock', 'Arrange finance and trade-ins'],
      posted: isoDate(now - 3 * DAY),
      closes: isoDate(now + 25 * DAY),
    },
    {
      slug: 'service-technician',
      title: 'Qualified Service Technician',
      position: 'Service Technician',
      employment_type: 'Full-time',
      location_id: workshop?.id ?? null,
      summary: 'Service, diagnose and repair customer vehicles in a modern, well-equipped workshop.',
      duties: ['Scheduled servicing to manufacturer standards', 'Diagnostics and repairs', 'Pre-delivery inspections'],
      posted: isoDate(now - 10 * DAY),
      closes: null,
    },
    {
      slug: 'parts-interpreter',
      title: 'Parts Interpreter (part-time)',
      position: 'Parts Interpreter',
      employment_type: 'Part-time',
      location_id: null,
      summary: 'Look up, order and supply parts and accessories for our workshop and retail customers.',
      duties: [],
      posted: isoDate(now - 14 * DAY),
      closes: isoDate(now + 14 * DAY),
    },
    {
      slug: 'customer-service-closed',
      title: 'Customer Service Officer',
      position: 'Customer Service',
      employment_type: 'Casual',
      location_id: null,
      summary: 'Answer calls and welcome customers at reception.',
      duties: [],
      posted: isoDate(now - 40 * DAY),
      closes: isoDate(now - 7 * DAY),
    },
  ];
}
