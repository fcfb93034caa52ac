import { makeFragmentRequest } from '@forecourt/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { fakeRemote } from '../../test-support/fake-remotes.js';
import { callFragment } from './call-fragment.js';

const request = makeFragmentRequest('/', { any: 1 }, 0, { component: 'HomePage' });
const target = (behaviour: Parameters<typeof fakeRemote>[2]) => {
  const { binding } = fakeRemote('content', '1.2.0', behaviour);
  return { remote: 'content' as const, version: '1.2.0', binding };
};

describe('callFragment', () => {
  it('answers the parsed response of a remote that answers in time', async () => {
    const outcome = await callFragment(target({ kind: 'ok' }), request, 100);
    expect(outcome).toMatchObject({
      ok: true,
      response: { remote: 'content', version: '1.2.0', props: { shown: true } },
    });
  });

  it.each([
    ['error', { kind: 'throw' }],
    ['timeout', { kind: 'hang' }],
    ['invalid', { kind: 'raw', value: { hello: 'world' } }],
    [
      'incompatible',
      { kind: 'raw', value: { contract: '2.0.0', remote: 'content', version: '1.2.0', html: '', props: {} } },
    ],
    ['version-mismatch', { kind: 'ok', version: '9.9.9' }],
  ] as const)('turns every failure into a failed outcome: %s', async (reason, behaviour) => {
    const t0 = Date.now();
    const outcome = await callFragment(target(behaviour), request, 50);
    expect(outcome).toMatchObject({ ok: false, reason });
    expect(Date.now() - t0).toBeLessThan(1000);
  });
});
