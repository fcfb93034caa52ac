import { SiteConfigSchema } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { iterateTenants } from '../demo/index.js';
import { batchedKv } from './kv-batch.js';
import { HISTORY_PREFIX, historyOf, restoreHistory } from './kv-history.js';
import { memoryKv } from './memory-kv.test-support.js';
import { applySitePlan, checkSites, planSiteRemoval, planSiteWrite } from './site-onboarding.js';
import { SITE_KINDS, siteTemplate } from './sites-init.js';
import { parseJsonc } from './sites-jsonc.js';

const lakeside = [...iterateTenants({ now: Date.UTC(2026, 10, 25), validate: false })].find(
  (t) => t.site.slug === 'lakeside-auto',
)!;
/** A config reusing lakeside-auto's ids (site 9, dealership 901, location 9001), as in issue 33. */
const copied = {
  ...lakeside.site,
  slug: 'bayview-motors',
  name: 'Bayview Motors',
  hosts: ['bayview-motors.localhost'],
};
const seeded = () => memoryKv({ 'site:lakeside-auto': lakeside.site, 'host:lakeside-auto.localhost': 'lakeside-auto' });
const write = async (kv: ReturnType<typeof memoryKv>, mode: 'add' | 'update', text: string, dryRun = false) =>
  applySitePlan(kv, await planSiteWrite(mode, text, kv), mode, dryRun);
const stored = (kv: ReturnType<typeof memoryKv>, slug: string) => JSON.parse(kv.data.get(`site:${slug}`)!);

describe('pnpm ops sites', () => {
  it('init writes a commented file for every kind that add completes into a valid config, no derived field written', async () => {
    for (const kind of SITE_KINDS) {
      const text = siteTemplate(`new-${kind}`, kind);
      expect(text).toMatch(/^\/\/ Site config of new-/);
      const file = parseJsonc(text) as Record<string, unknown>;
      for (const derived of ['id', 'dealership_id', 'stock_summary', 'search_filters'])
        expect(file, `${kind} ${derived}`).not.toHaveProperty(derived);
      const kv = seeded();
      await write(kv, 'add', text);
      const site = SiteConfigSchema.parse(stored(kv, `new-${kind}`));
      expect(site.id).toBe(10); // next free after lakeside-auto's 9
      expect(site.dealerships[0]!.id).toBe(903);
      expect(site.locations[0]!.id).toBe(9004);
      expect(site.locations[0]!.dealership_slug).toBe(site.dealerships[0]!.slug);
      expect(site.search_filters).toBe(`dealership_id IN [${site.dealerships.map((d) => d.id).join(', ')}]`);
      expect(site.stock_summary.count).toBe(0);
    }
  });

  it('derives a location from its Australian postcode: point, full address and map link', async () => {
    const kv = seeded();
    await write(kv, 'add', siteTemplate('bayview-motors', 'single'));
    const { address } = stored(kv, 'bayview-motors').locations[0];
    expect(address.full).toBe('12 Example Street, Parramatta NSW 2150');
    expect(address.lat).toBeCloseTo(-33.8, 1);
    expect(address.long).toBeCloseTo(151.0, 1);
    expect(address.map_url).toContain(encodeURIComponent(address.full));
    // ids D1 still holds (cars of a removed site) are never handed out again
    const afterD1 = await planSiteWrite('add', siteTemplate('later', 'single'), kv, {
      usedIds: async () => ({ dealership: 950, location: 9500 }),
    });
    const later = JSON.parse(afterD1.puts['site:later']!);
    expect([later.dealerships[0].id, later.locations[0].id]).toEqual([951, 9501]);
    const nowhere = siteTemplate('nowhere', 'single').replace('"2150"', '"0001"');
    await expect(write(kv, 'add', nowhere)).rejects.toThrow(/0001 is not an Australian postcode/);
  });

  it('refuses a config reusing another site’s site, dealership and location ids, naming each clash', async () => {
    const kv = seeded();
    const error = await write(kv, 'add', JSON.stringify(copied), true).catch((e: Error) => e.message);
    expect(error).toMatch(/site id 9 is already used by lakeside-auto/);
    expect(error).toMatch(/dealership id 901 is already used by lakeside-auto \(Lakeside Ford Madison\)/);
    expect(error).toMatch(/location id 9001 is already used by lakeside-auto/);
    expect(kv.data.has('site:bayview-motors')).toBe(false);
  });

  it('update keeps ids and the stock summary, prints the diff, and deletes a dropped host', async () => {
    const kv = seeded();
    const text = siteTemplate('bayview-motors', 'single');
    await write(kv, 'add', text);
    const first = stored(kv, 'bayview-motors');
    const summary = { count: 18, makes: [{ name: 'Kia', count: 18 }], models: [], car_types: [] };
    kv.data.set('site:bayview-motors', JSON.stringify({ ...first, stock_summary: summary })); // as a stock import leaves it
    expect(await write(kv, 'update', text)).toEqual(['bayview-motors: no change']);
    const renamed = text.replace('"name": "Bayview Motors"', '"name": "Bayview Motor Group"');
    const dropped = renamed.replace('"www.bayview-motors.com.au"', '"bayview.localhost"');
    const out = await write(kv, 'update', dropped);
    expect(out).toContain('  ~ name: "Bayview Motors" -> "Bayview Motor Group"');
    expect(out).toContain('  - host:www.bayview-motors.com.au (stops serving)');
    const after = stored(kv, 'bayview-motors');
    expect(after.stock_summary).toEqual(summary);
    expect([after.id, after.dealerships[0].id, after.locations[0].id]).toEqual([first.id, 903, 9004]);
    expect(kv.data.has('host:www.bayview-motors.com.au')).toBe(false);
    expect(kv.data.get('host:bayview.localhost')).toBe('bayview-motors');
    await expect(
      write(kv, 'update', text.replace('"bayview-motors.localhost"', '"lakeside-auto.localhost"')),
    ).rejects.toThrow(/lakeside-auto\.localhost \(lakeside-auto\)/);
    await expect(write(kv, 'add', text)).rejects.toThrow(/already exists/);
    const removal = await planSiteRemoval('bayview-motors', kv);
    applySitePlan(kv, removal, 'remove', false);
    expect([...kv.data.keys()].filter((k) => k.includes('bayview') && !k.startsWith(HISTORY_PREFIX))).toEqual([]);
    // every config a write replaced or removed is kept (issue 33 part 4): the removal is one restore away
    const kept = historyOf(kv, 'site:bayview-motors');
    expect(kept.length).toBeGreaterThanOrEqual(1);
    restoreHistory(kv, 'site:bayview-motors', kept.at(-1)!, { by: 'test', reason: 'undo the removal' });
    expect(stored(kv, 'bayview-motors').id).toBe(first.id);
  });

  it('a config failing the schema is refused with every issue and nothing is written', async () => {
    const kv = memoryKv();
    const bad = siteTemplate('bayview-motors', 'single').replace('"template": "standard"', '"template": "fancy"');
    await expect(write(kv, 'add', bad)).rejects.toThrow(/template/);
    await expect(write(kv, 'add', '{ "slug": ')).rejects.toThrow(/not JSON\/JSONC: .* at line 1/);
    const shouting = siteTemplate('bayview-motors', 'single').replace(
      '"www.bayview-motors.com.au"',
      '"WWW.Bayview.com.au."',
    );
    await expect(write(kv, 'add', shouting)).rejects.toThrow(/lower-case host names: WWW\.Bayview\.com\.au\./);
    expect(kv.data.size).toBe(0);
  });

  it('check lists every failing site, hosts that do not point back and ids two sites share', async () => {
    const kv = memoryKv({
      'site:lakeside-auto': { ...lakeside.site, hosts: ['lakeside-auto.localhost'] },
      'host:lakeside-auto.localhost': 'lakeside-auto',
      'site:broken': { slug: 'broken' },
      'site:orphan': { ...copied, slug: 'orphan', hosts: ['orphan.localhost'] },
    });
    const { lines, failures } = await checkSites(kv);
    expect(failures).toBe(3);
    expect(lines).toContain('✗ broken:');
    expect(lines.find((l) => l.startsWith('✗ orphan'))).toMatch(
      /hosts not mapped to it: orphan\.localhost; ids another site uses: site id 9 \(lakeside-auto\)/,
    );
    expect(lines.at(-1)).toBe('3 sites, 3 failing');
  });

  it('check reads KV in three calls however many sites there are (each a wrangler process)', async () => {
    const demo = [...iterateTenants({ now: Date.UTC(2026, 10, 25), validate: false })];
    const base = memoryKv(
      Object.fromEntries(
        demo.flatMap((t) => [[`site:${t.site.slug}`, t.site], ...t.site.hosts.map((h) => [`host:${h}`, t.site.slug])]),
      ),
    );
    const calls: string[] = [];
    const counted = {
      ...base,
      list(p: string) {
        calls.push('list');
        return base.list(p);
      },
      getMany(k: string[]) {
        if (k.length > 0) calls.push('getMany');
        return base.getMany(k);
      },
    };
    const { failures, lines } = await checkSites(batchedKv(counted, []));
    expect(failures).toBe(0);
    expect(lines.at(-1)).toBe(`${demo.length} sites, 0 failing`);
    expect(calls.filter((c) => c === 'list' || c === 'getMany')).toEqual(['list', 'getMany', 'getMany']);
  });
});
