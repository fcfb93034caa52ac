import { CAPTCHA_TEST_TOKENS, SiteConfigSchema, TURNSTILE_SITEVERIFY_URL } from '@forecourt/contracts';
import { makeSiteInput } from '@forecourt/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env.js';
import { captchaVerifierFor, localVerifier, turnstileVerifier } from './captcha.js';

type Call = { url: string; method: string; form: Record<string, string> };

/** A stand-in for Cloudflare's siteverify (the third-party HTTP API is the only thing mocked). */
function fakeSiteverify(answer: (form: Record<string, string>) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const doFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const form = Object.fromEntries([...((init?.body as FormData) ?? new FormData()).entries()]) as Record<
      string,
      string
    >;
    calls.push({ url: String(input), method: init?.method ?? 'GET', form });
    return answer(form);
  }) as typeof fetch;
  return { calls, doFetch };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('turnstileVerifier (siteverify request and response handling)', () => {
  it('posts secret, token and remote ip to siteverify and passes on success', async () => {
    const api = fakeSiteverify(() =>
      json({ success: true, 'error-codes': [], challenge_ts: '2026-11-22T08:00:00Z', hostname: 'x.test' }),
    );
    const result = await turnstileVerifier('sk-secret', api.doFetch).verify('tok-123', '203.0.113.9');
    expect(result).toEqual({ ok: true });
    expect(api.calls).toEqual([
      {
        url: TURNSTILE_SITEVERIFY_URL,
        method: 'POST',
        form: { secret: 'sk-secret', response: 'tok-123', remoteip: '203.0.113.9' },
      },
    ]);
  });

  it("refuses a token solved on another dealer's host (one site key serves every dealer)", async () => {
    const api = fakeSiteverify(() => json({ success: true, 'error-codes': [], hostname: 'other-dealer.example' }));
    expect(await turnstileVerifier('sk', api.doFetch).verify('tok', null, 'harbourside.example')).toEqual({
      ok: false,
      reason: 'failed',
      codes: ['hostname-mismatch'],
    });
    const same = fakeSiteverify(() => json({ success: true, 'error-codes': [], hostname: 'harbourside.example' }));
    expect(await turnstileVerifier('sk', same.doFetch).verify('tok', null, 'harbourside.example')).toEqual({
      ok: true,
    });
  });

  it('refuses a token siteverify rejects, with its error codes', async () => {
    const api = fakeSiteverify(() => json({ success: false, 'error-codes': ['timeout-or-duplicate'] }));
    expect(await turnstileVerifier('sk', api.doFetch).verify('used-token')).toEqual({
      ok: false,
      reason: 'failed',
      codes: ['timeout-or-duplicate'],
    });
    expect(api.calls[0]?.form).toEqual({ secret: 'sk', response: 'used-token' });
  });

  it('does not call siteverify without a token', async () => {
    const api = fakeSiteverify(() => json({ success: true }));
    expect(await turnstileVerifier('sk', api.doFetch).verify('')).toMatchObject({ ok: false, reason: 'missing' });
    expect(await turnstileVerifier('sk', api.doFetch).verify(undefined)).toMatchObject({ reason: 'missing' });
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['a 5xx answer', () => new Response('bad gateway', { status: 502 }), 'http-502'],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 }), 'bad-response'],
    ['JSON without success', () => json({ hello: 'world' }), 'bad-response'],
    ['internal-error', () => json({ success: false, 'error-codes': ['internal-error'] }), 'internal-error'],
    [
      'a network error',
      () => {
        throw new TypeError('fetch failed');
      },
      'TypeError',
    ],
  ])('%s is unavailable, never a pass', async (_name, answer, code) => {
    const api = fakeSiteverify(answer as () => Response);
    expect(await turnstileVerifier('sk', api.doFetch).verify('tok')).toEqual({
      ok: false,
      reason: 'unavailable',
      codes: [code],
    });
  });
});

describe('localVerifier (Turnstile test-key behaviour offline)', () => {
  it('passes the dummy token, fails the fail token and anything else', async () => {
    const v = localVerifier();
    expect(await v.verify(CAPTCHA_TEST_TOKENS.pass)).toEqual({ ok: true });
    expect(await v.verify(CAPTCHA_TEST_TOKENS.fail)).toMatchObject({ ok: false, reason: 'failed' });
    expect(await v.verify('forged')).toMatchObject({ ok: false, reason: 'failed' });
    expect(await v.verify(null)).toMatchObject({ ok: false, reason: 'missing' });
  });
});

describe('captchaVerifierFor', () => {
  const site = SiteConfigSchema.parse(makeSiteInput());
  const env = (vars: Partial<Env>) => vars as Env;
  const test = { CAPTCHA_TEST_MODE: 'true' };
  it('Turnstile with both keys, local only in test mode, none when the dealer turned it off', () => {
    expect(captchaVerifierFor(env({ TURNSTILE_SECRET_KEY: 's', TURNSTILE_SITE_KEY: 'k' }), site)?.provider).toBe(
      'turnstile',
    );
    expect(captchaVerifierFor(env(test), site)?.provider).toBe('local');
    expect(captchaVerifierFor(env({ ...test, TURNSTILE_SECRET_KEY: 's' }), site)?.provider).toBe('local');
    expect(captchaVerifierFor(env({}), { ...site, captcha: { enabled: false } })).toBeNull();
  });

  it('fails closed without keys or test mode: even the public test token is refused as unavailable', async () => {
    const verifier = captchaVerifierFor(env({ TURNSTILE_SECRET_KEY: 's' }), site);
    expect(verifier?.provider).toBe('unconfigured');
    expect(await verifier?.verify(CAPTCHA_TEST_TOKENS.pass)).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});
