import { type FragmentRequest, NewsPostSchema, SiteConfigSchema } from '@forecourt/contracts';
import * as z from 'zod';
import type { TextSection } from '../components/TextSections.js';

type PostCard = { title: string; summary: string; href: string; date: string; dateTime: string };

/** Hydration props of /news: one page of posts, newest first, with its pagination. */
export type NewsPageProps = {
  posts: PostCard[];
  prevHref: string | null;
  nextHref: string | null;
  pageLabel: string | null;
};

/** Hydration props of /news/{slug}. */
export type NewsPostPageProps = {
  title: string;
  summary: string;
  date: string;
  dateTime: string;
  imageUrl: string | null;
  sections: TextSection[];
};

const Site = SiteConfigSchema.pick({ locale: true });
const IndexInput = z.object({
  site: Site,
  newsIndex: z.object({
    posts: z.array(NewsPostSchema),
    page: z.number().int().min(1),
    pages: z.number().int().min(1),
  }),
});
const PostInput = z.object({ site: Site, newsPost: NewsPostSchema });

/** A post's date in the site's words (15 October 2026 / October 15, 2026). */
const dateText = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const pageHref = (page: number) => (page === 1 ? '/news' : `/news?page=${page}`);

export function newsProps(req: FragmentRequest): NewsPageProps {
  const { site, newsIndex } = IndexInput.parse(req.props);
  const { page, pages } = newsIndex;
  return {
    posts: newsIndex.posts.map((p) => ({
      title: p.title,
      summary: p.summary,
      href: `/news/${p.slug}`,
      date: dateText(site.locale, p.published),
      dateTime: p.published,
    })),
    prevHref: page > 1 ? pageHref(page - 1) : null,
    nextHref: page < pages ? pageHref(page + 1) : null,
    pageLabel: pages > 1 ? `Page ${page} of ${pages}` : null,
  };
}

export function newsPostProps(req: FragmentRequest): NewsPostPageProps {
  const { site, newsPost: p } = PostInput.parse(req.props);
  return {
    title: p.title,
    summary: p.summary,
    date: dateText(site.locale, p.published),
    dateTime: p.published,
    imageUrl: p.image_url,
    sections: p.sections.map((s) => ({ heading: s.heading ?? null, paragraphs: s.paragraphs, bullets: s.bullets })),
  };
}
