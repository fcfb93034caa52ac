import { careersApplyPath, type FragmentRequest, JobPositionSchema, SiteConfigSchema } from '@forecourt/contracts';
import * as z from 'zod';

type RoleCard = {
  title: string;
  /** 'Full-time · Harbourside Toyota Parramatta' */
  meta: string;
  summary: string;
  duties: string[];
  posted: string;
  postedIso: string;
  closes: string | null;
  closesIso: string | null;
  applyHref: string;
};

/** Hydration props of /current-positions: the roles open today, newest first. */
export type CareersPageProps = { siteName: string; roles: RoleCard[] };

const Input = z.object({
  site: SiteConfigSchema.pick({ name: true, locale: true, locations: true }),
  openPositions: z.array(JobPositionSchema),
});

export function careersProps(req: FragmentRequest): CareersPageProps {
  const { site, openPositions } = Input.parse(req.props);
  const date = new Intl.DateTimeFormat(site.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dateText = (iso: string) => date.format(new Date(`${iso}T00:00:00Z`));
  const place = (id: number | null) => site.locations.find((l) => l.id === id)?.name ?? `Any ${site.name} location`;
  return {
    siteName: site.name,
    roles: openPositions.map((job) => ({
      title: job.title,
      meta: `${job.employment_type} \u00b7 ${place(job.location_id)}`,
      summary: job.summary,
      duties: job.duties,
      posted: dateText(job.posted),
      postedIso: job.posted,
      closes: job.closes ? dateText(job.closes) : null,
      closesIso: job.closes,
      applyHref: careersApplyPath(job),
    })),
  };
}
