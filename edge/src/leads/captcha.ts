/**
 * Server-side captcha check of lead creation (SPEC §5 "A captcha is shown by default").
 *
 * One interface, two implementations:
 * - `turnstileVerifier`: Cloudflare Turnstile's siteverify endpoint, used when the TURNSTILE_SECRET_KEY
 *   secret (and the TURNSTILE_SITE_KEY the forms render with) is configured;
 * - `localVerifier`: offline, for local runs and tests (CAPTCHA_TEST_MODE=true); mirrors Turnstile's
 *   testing keys: the dummy token CAPTCHA_TEST_TOKENS.pass passes, CAPTCHA_TEST_TOKENS.fail (and
 *   anything else) fails;
 * - neither keys nor test mode: `unconfiguredVerifier`, which refuses every check as unavailable.
 */
import {
  CAPTCHA_TEST_TOKENS,
  type CaptchaMode,
  captchaMode,
  type SiteConfig,
  TURNSTILE_SITEVERIFY_URL,
  TurnstileSiteverifySchema,
} from '@forecourt/contracts';
import type { Env } from '../env.js';

/** The outcome of one check: passed, refused (with Turnstile-style error codes) or the checker was unreachable. */
export type CaptchaResult = { ok: true } | { ok: false; reason: 'missing' | 'failed' | 'unavailable'; codes: string[] };

export interface CaptchaVerifier {
  readonly provider: 'turnstile' | 'local' | 'unconfigured';
  /**
   * Checks a token once (tokens are single use); `remoteIp` is the visitor's address when known and
   * `host` the dealer host the lead is sent to (a token solved on another dealer's site is refused).
   */
  verify(token: string | null | undefined, remoteIp?: string | null, host?: string | null): Promise<CaptchaResult>;
}

const missing: CaptchaResult = { ok: false, reason: 'missing', codes: ['missing-input-response'] };

/** Offline verifier mirroring Turnstile's testing behaviour (see CAPTCHA_TEST_TOKENS). */
export function localVerifier(): CaptchaVerifier {
  return {
    provider: 'local',
    verify: async (token) => {
      if (!token) return missing;
      if (token === CAPTCHA_TEST_TOKENS.pass) return { ok: true };
      return { ok: false, reason: 'failed', codes: ['invalid-input-response'] };
    },
  };
}

/**
 * Cloudflare Turnstile: POSTs secret, response and remoteip to siteverify and reads `success`
 * and `error-codes`. A network error, non-2xx answer or unreadable body is `unavailable` (the lead is not
 * stored; the visitor may retry). `doFetch` is injectable for tests (the only mocked boundary).
 */
export function turnstileVerifier(
  secret: string,
  doFetch: typeof fetch = fetch,
  options: { timeoutMs?: number; url?: string } = {},
): CaptchaVerifier {
  return {
    provider: 'turnstile',
    verify: async (token, remoteIp, host) => {
      if (!token) return missing;
      const body = new FormData();
      body.set('secret', secret);
      body.set('response', token);
      if (remoteIp) body.set('remoteip', remoteIp);
      try {
        const res = await doFetch(options.url ?? TURNSTILE_SITEVERIFY_URL, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!res.ok) return { ok: false, reason: 'unavailable', codes: [`http-${res.status}`] };
        const parsed = TurnstileSiteverifySchema.safeParse(await res.json().catch(() => null));
        if (!parsed.success) return { ok: false, reason: 'unavailable', codes: ['bad-response'] };
        // One site key serves every dealer: the hostname the widget ran on must be this lead's host.
        if (parsed.data.success && host && parsed.data.hostname && parsed.data.hostname !== host) {
          return { ok: false, reason: 'failed', codes: ['hostname-mismatch'] };
        }
        if (parsed.data.success) return { ok: true };
        const codes = parsed.data['error-codes'];
        // Turnstile reports its own trouble as internal-error: not the visitor's fault.
        return { ok: false, reason: codes.includes('internal-error') ? 'unavailable' : 'failed', codes };
      } catch (error) {
        return { ok: false, reason: 'unavailable', codes: [error instanceof Error ? error.name : 'network-error'] };
      }
    },
  };
}

/** The captcha mode of a site on this deployment (the same rule the forms render with). */
export function siteCaptchaMode(env: Env, site: SiteConfig): CaptchaMode {
  return captchaMode(site.captcha, {
    siteKey: env.TURNSTILE_SITE_KEY,
    secretKey: env.TURNSTILE_SECRET_KEY,
    testMode: env.CAPTCHA_TEST_MODE === 'true',
  });
}

/** A deployment with no Turnstile keys and no test mode: every check is unavailable (fails closed). */
export function unconfiguredVerifier(): CaptchaVerifier {
  return {
    provider: 'unconfigured',
    verify: async () => ({ ok: false, reason: 'unavailable', codes: ['captcha-not-configured'] }),
  };
}

/** The verifier of a site, or null when the dealer turned the captcha off. */
export function captchaVerifierFor(env: Env, site: SiteConfig, doFetch: typeof fetch = fetch): CaptchaVerifier | null {
  const mode = siteCaptchaMode(env, site);
  if (mode.provider === 'off') return null;
  if (mode.provider === 'unconfigured') return unconfiguredVerifier();
  return mode.provider === 'turnstile' && env.TURNSTILE_SECRET_KEY
    ? turnstileVerifier(env.TURNSTILE_SECRET_KEY, doFetch)
    : localVerifier();
}
