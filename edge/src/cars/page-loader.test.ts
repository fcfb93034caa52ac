import { SiteConfigSchema } from '@forecourt/contracts';
import { GROUP_SITE_FIXTURE, makeCar } from '@forecourt/contracts/fixtures';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../env.js';
import { PageNotFound } from '../http/page-not-found.js';
import { loadCarPage } from './page-loader.js';

// A spy search backend in place of the real selection: every look-up the loader makes is recorded.
const search = vi.fn();
vi.mock('../search/select.js', () => ({ searchBackend: () => ({ search }) }));

const site = SiteConfigSchema.parse(GROUP_SITE_FIXTURE);
const env = {} as Env;
const car = makeCar({ id: 5, slug: '2021-toyota-corolla-abc123' });

// A block body: a function returned from beforeEach would run as its teardown.
beforeEach(() => {
  search.mockReset();
});

describe('loadCarPage', () => {
  it('a slug failing the slug rule is PageNotFound without any search look-up (SPEC §5)', async () => {
    for (const slug of ['bad slug!', 'a.b', '../etc', '']) {
      await expect(loadCarPage(env, site, slug)).rejects.toBeInstanceOf(PageNotFound);
    }
    expect(search).not.toHaveBeenCalled();
  });

  it('a valid slug is looked up by slug inside the site scope', async () => {
    search.mockResolvedValue({ hits: [car] });
    const data = await loadCarPage(env, site, car.slug);
    expect(data).toMatchObject({ found: true, car: { id: 5 } });
    expect(search).toHaveBeenCalledTimes(1);
    const [, index, query, scope] = search.mock.calls[0]!;
    expect(index).toBe('cars');
    expect(query).toEqual({ filter: `slug = "${car.slug}"`, limit: 1 });
    expect(scope).toContain('dealership_id IN');
  });
});
