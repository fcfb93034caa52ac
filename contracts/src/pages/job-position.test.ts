import { describe, expect, it } from 'vitest';
import { careersApplyPath, type JobPosition, JobPositionSchema, openPositions } from './job-position.schema.js';

const job = (over: Partial<JobPosition>): JobPosition =>
  JobPositionSchema.parse({
    slug: 'sales-consultant',
    title: 'Sales Consultant',
    position: 'Sales Consultant',
    employment_type: 'Full-time',
    summary: 'Sell cars.',
    posted: '2026-11-01',
    ...over,
  });

describe('job positions', () => {
  it('lists the roles open today, newest first; a role closing today is still open', () => {
    const list = [
      job({ slug: 'a', title: 'A', posted: '2026-10-01', closes: '2026-11-23' }),
      job({ slug: 'b', title: 'B', posted: '2026-11-10', closes: '2026-11-24' }),
      job({ slug: 'c', title: 'C', posted: '2026-11-12', closes: null }),
    ];
    expect(openPositions(list, '2026-11-24').map((p) => p.slug)).toEqual(['c', 'b']);
  });

  it('refuses a role whose position the careers form does not offer, and markup-like slugs', () => {
    expect(JobPositionSchema.safeParse({ ...job({}), position: 'Astronaut' }).success).toBe(false);
    expect(JobPositionSchema.safeParse({ ...job({}), slug: '../x' }).success).toBe(false);
  });

  it('applies through the careers form with the position and the role named', () => {
    expect(careersApplyPath(job({ title: 'Senior Technician & Mentor', position: 'Service Technician' }))).toBe(
      '/careers?position=Service+Technician&job=Senior+Technician+%26+Mentor#careers-form',
    );
  });
});
