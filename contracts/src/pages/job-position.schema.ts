import * as z from 'zod';
import { CAREER_POSITIONS } from '../forms/definitions/careers.js';

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Casual', 'Apprenticeship'] as const;

/**
 * An open role at a dealer (D1 `job_positions`, one row per site and slug), listed at
 * /current-positions until its closing date. Applications go through the careers form: `position`
 * is the form's position the role is applied for with, so the lead API's option check is unchanged.
 */
export const JobPositionSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(120),
  title: z.string().min(1).max(120),
  position: z.enum(CAREER_POSITIONS),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  /** Where the role is based: one of the site's locations, or null for the whole group. */
  location_id: z.number().int().positive().nullable().default(null),
  summary: z.string().min(1).max(500),
  duties: z.array(z.string().min(1).max(300)).max(20).default([]),
  /** ISO dates: listed newest first; gone after `closes` (null: open until filled). */
  posted: z.iso.date(),
  closes: z.iso.date().nullable().default(null),
});
export type JobPosition = z.infer<typeof JobPositionSchema>;
export type JobPositionInput = z.input<typeof JobPositionSchema>;

/** The roles still open on `today` (ISO date, the site's day), newest first. */
export function openPositions(positions: readonly JobPosition[], today: string): JobPosition[] {
  return positions
    .filter((p) => p.closes === null || p.closes >= today)
    .sort((a, b) => b.posted.localeCompare(a.posted) || a.title.localeCompare(b.title));
}

/** The careers form with the role's position chosen and the role named in the cover note. */
export function careersApplyPath(job: Pick<JobPosition, 'position' | 'title'>): string {
  const q = new URLSearchParams({ position: job.position, job: job.title });
  return `/careers?${q}#careers-form`;
}
