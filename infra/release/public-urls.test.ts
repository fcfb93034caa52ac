import { describe, expect, it } from 'vitest';
import { slotConfig } from '../build/slot-config.mjs';
import { publicUrlProblems } from './public-urls.js';

describe('remote slots have no public URL (workers_dev: false)', () => {
  it('every slot config build-remote writes turns workers.dev and preview URLs off in every environment', () => {
    for (const remote of ['content', 'search', 'car-detail', 'forms', 'checkout', 'garage'])
      for (const slot of ['a', 'b']) expect(publicUrlProblems(slotConfig(remote, slot))).toEqual([]);
  });

  it('a config that leaves one on, anywhere, is refused with where', () => {
    const config = slotConfig('content', 'a') as { env: Record<string, Record<string, unknown>> };
    delete config.env.production!.workers_dev;
    config.env.staging!.preview_urls = true;
    expect(publicUrlProblems(config)).toEqual([
      'env.staging: preview_urls must be false',
      'env.production: workers_dev must be false (a remote is reached only through the edge)',
    ]);
    expect(publicUrlProblems({})).toHaveLength(6);
  });
});
