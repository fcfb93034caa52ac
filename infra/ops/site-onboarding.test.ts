import { describe, expect, it } from 'vitest';
import { iterateTenants } from '../demo/index.js';
import { memoryKv } from './memory-kv.test-support.js';
import { checkSites, writeSite } from './site-onboarding.js';

const lakeside = [...iterateTenants({ now: Date.UTC(2026, 10, 25), validate: false })].find(
  (t) => t.site.slug === 'lakeside-auto',
)!;
const config = {
  ...lakeside.site,
  slug: 'bayview-motors',
  name: 'Bayview Motors',
  hosts: ['bayview-motors.localhost'],
};

describe('pnpm ops sites', () => {
  it('add writes the config and its hosts; a second add is refused; dry run writes nothing', () => {
    const kv = memoryKv();
    expect(writeSite(kv, 'add', JSON.stringify(config), true)[0]).toMatch(/\[dry run\] add bayview-motors/);
    expect(kv.data.size).toBe(0);
    const out = writeSite(kv, 'add', JSON.stringify(config), false);
    expect(out).toContain('  + host:bayview-motors.localhost -> bayview-motors');
    expect(out).toContain('  + name: "Bayview Motors"');
    expect(kv.data.get('host:bayview-motors.localhost')).toBe('bayview-motors');
    expect(JSON.parse(kv.data.get('site:bayview-motors')!)).toEqual(config);
    expect(() => writeSite(kv, 'add', JSON.stringify(config), false)).toThrow(/already exists/);
  });

  it('update prints the diff first and refuses a host of another site', () => {
    const kv = memoryKv({
      'site:bayview-motors': config,
      'host:bayview-motors.localhost': 'bayview-motors',
      'host:taken.localhost': 'harbourside',
    });
    expect(writeSite(kv, 'update', JSON.stringify(config), false)).toEqual(['bayview-motors: no change']);
    const out = writeSite(kv, 'update', JSON.stringify({ ...config, name: 'Bayview Motor Group' }), true);
    expect(out).toContain('  ~ name: "Bayview Motors" -> "Bayview Motor Group"');
    expect(JSON.parse(kv.data.get('site:bayview-motors')!).name).toBe('Bayview Motors');
    expect(() => writeSite(kv, 'update', JSON.stringify({ ...config, hosts: ['taken.localhost'] }), false)).toThrow(
      /harbourside/,
    );
    expect(() => writeSite(kv, 'update', JSON.stringify({ ...config, slug: 'nobody' }), false)).toThrow(/sites add/);
  });

  it('a config failing the schema is refused with every issue and nothing is written', () => {
    const kv = memoryKv();
    expect(() => writeSite(kv, 'add', JSON.stringify({ ...config, slug: 'Bad Slug', dealerships: [] }), false)).toThrow(
      /slug[\s\S]*dealerships/,
    );
    expect(() => writeSite(kv, 'add', '{', false)).toThrow(/not JSON/);
    expect(kv.data.size).toBe(0);
  });

  it('check lists every failing site and hosts that do not point back', () => {
    const kv = memoryKv({
      'site:bayview-motors': config,
      'host:bayview-motors.localhost': 'bayview-motors',
      'site:broken': { slug: 'broken' },
      'site:orphan': { ...config, slug: 'orphan', hosts: ['orphan.localhost'] },
    });
    const { lines, failures } = checkSites(kv);
    expect(failures).toBe(2);
    expect(lines).toContain('✓ bayview-motors');
    expect(lines).toContain('✗ broken:');
    expect(lines).toContain('✗ orphan: hosts not mapped to it: orphan.localhost');
    expect(lines.at(-1)).toBe('3 sites, 2 failing');
  });
});
