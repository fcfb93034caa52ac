/**
 * The demo sites' news (blog) posts (D1 `news_posts`) for sites with `blogs` on: a handful of dated posts
 * about the dealer's own makes and services, newest a week before `now`.
 */
import type { NewsPostInput } from '@forecourt/contracts';
import type { TenantSpec } from './tenants.js';
import { slugify } from './text.js';

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The news posts of one tenant; none unless the site has a blog. */
export function newsPostsFor(t: TenantSpec, nowSeconds: number): NewsPostInput[] {
  if (!t.config.blogs) return [];
  const makes = [...new Set(t.dealerships.flatMap((d) => d.makes))];
  const models = t.catalog.filter((c) => makes.includes(c.make)).map((c) => `${c.make} ${c.model}`);
  const topics = [
    ...models.slice(0, 4).map((model) => ({
      title: `The ${model} is here: what's new`,
      summary: `Our first ${model} has arrived. Here is what changes, what it costs, and how to book a drive.`,
      sections: [
        {
          paragraphs: [
            `The ${model} has landed at ${t.name}. We have taken it for a first drive and listed what is new.`,
          ],
        },
        {
          heading: 'What you get',
          paragraphs: [],
          bullets: ['More standard safety equipment', 'A bigger touchscreen', 'Lower running costs'],
        },
        {
          heading: 'Drive one',
          paragraphs: ['Book a test drive online or drop in: demonstrators are available at every location.'],
        },
      ],
    })),
    {
      title: 'Getting your car ready for the holidays',
      summary: 'A short checklist before the long drive: tyres, fluids, wipers and a free safety check.',
      sections: [
        { paragraphs: ['Before a long trip, a few minutes of checks save hours at the side of the road.'] },
        {
          heading: 'Our checklist',
          paragraphs: [],
          bullets: ['Tyre pressures and tread', 'Oil and coolant', 'Wiper blades', 'Lights'],
        },
      ],
    },
    {
      title: `${t.name} wins a customer service award`,
      summary: `${t.name} has been recognised for customer service by its manufacturers this year.`,
      sections: [
        {
          paragraphs: [`Thank you to every customer who left a review: the award belongs to the whole ${t.name} team.`],
        },
      ],
    },
  ];
  return topics.map((topic, i) => ({
    slug: slugify(topic.title),
    title: topic.title,
    summary: topic.summary,
    published: isoDate(nowSeconds * 1000 - (7 + i * 16) * DAY),
    image_url: null,
    sections: topic.sections,
  }));
}
