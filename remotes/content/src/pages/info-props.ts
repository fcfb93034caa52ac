import { type FragmentRequest, InfoPageSchema, SiteConfigSchema } from '@forecourt/contracts';
import * as z from 'zod';
import type { TextSection } from '../components/TextSections.js';

/** Hydration props of an information page (About Us, Car Care, legal pages …). */
export type InfoPageProps = {
  title: string;
  summary: string;
  sections: TextSection[];
  timeline: { decade: string; title: string; body: string }[];
  /** Shown as 'Last updated 15 October 2026' in the site's locale (legal pages). */
  updated: string | null;
};

const Input = z.object({
  site: SiteConfigSchema.pick({ history_timeline: true, locale: true }),
  infoPage: InfoPageSchema,
});

const LEGAL = new Set(['terms-and-conditions', 'privacy-policy']);

/** Parses the page the edge loaded (site text or the platform's legal default) into its view. */
export function infoPageProps(req: FragmentRequest): InfoPageProps {
  const { site, infoPage } = Input.parse(req.props);
  const updated = LEGAL.has(infoPage.slug)
    ? new Intl.DateTimeFormat(site.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${infoPage.updated}T00:00:00Z`),
      )
    : null;
  return {
    title: infoPage.title,
    summary: infoPage.summary,
    sections: infoPage.sections.map((s) => ({
      heading: s.heading ?? null,
      paragraphs: s.paragraphs,
      bullets: s.bullets,
    })),
    timeline: infoPage.show_history ? site.history_timeline : [],
    updated,
  };
}
