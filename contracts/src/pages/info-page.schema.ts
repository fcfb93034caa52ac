import * as z from 'zod';

/**
 * An information page of a dealer site (SPEC §2: /about-us, /aftermarket (Car Care),
 * /why-service-with-us, /nsw-dealership-network, /terms-and-conditions, /privacy-policy): the site's
 * own words, stored in D1 (`info_pages`, one row per site and page) and rendered by the content
 * remote. Plain text only — paragraphs and bullet lists under optional headings — so a dealer's text
 * can never inject markup.
 */
export const INFO_PAGE_SLUGS = [
  'about-us',
  'aftermarket',
  'why-service-with-us',
  'nsw-dealership-network',
  'terms-and-conditions',
  'privacy-policy',
] as const;
export const InfoPageSlugSchema = z.enum(INFO_PAGE_SLUGS);
export type InfoPageSlug = z.infer<typeof InfoPageSlugSchema>;

export const InfoSectionSchema = z.object({
  heading: z.string().min(1).max(200).optional(),
  paragraphs: z.array(z.string().min(1).max(5000)).max(40).default([]),
  bullets: z.array(z.string().min(1).max(500)).max(40).default([]),
});
export type InfoSection = z.infer<typeof InfoSectionSchema>;

export const InfoPageSchema = z.object({
  slug: InfoPageSlugSchema,
  title: z.string().min(1).max(200),
  /** Meta description and the lead paragraph under the title. */
  summary: z.string().min(1).max(300),
  sections: z.array(InfoSectionSchema).max(30),
  /** The dealership history timeline (site config `history_timeline`) follows the text: About Us on the group site. */
  show_history: z.boolean().default(false),
  /** ISO date the text was last changed (shown on legal pages). */
  updated: z.iso.date(),
});
export type InfoPage = z.infer<typeof InfoPageSchema>;
export type InfoPageInput = z.input<typeof InfoPageSchema>;
