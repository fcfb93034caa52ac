import * as z from 'zod';

/**
 * SPEC §5 "A captcha is shown by default": which captcha a site's lead forms show and the edge checks.
 * - `turnstile`: Cloudflare Turnstile (the platform has TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY);
 * - `test`: the local, offline captcha, only where the deployment asks for it (`testMode`: local dev
 *   and tests set CAPTCHA_TEST_MODE): the browser's test box yields CAPTCHA_TEST_TOKENS.pass, which
 *   the edge's local verifier accepts;
 * - `unconfigured`: neither Turnstile keys nor test mode — the check fails closed (lead creates are
 *   refused as unavailable) instead of accepting the public test token in production;
 * - `off`: the dealer turned the captcha off (site configuration `captcha.enabled: false`).
 */
export const CaptchaModeSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('off') }),
  z.object({ provider: z.literal('test') }),
  z.object({ provider: z.literal('unconfigured') }),
  z.object({ provider: z.literal('turnstile'), siteKey: z.string().min(1) }),
]);
export type CaptchaMode = z.infer<typeof CaptchaModeSchema>;

/**
 * The captcha of a site (one rule for the form and the lead API).
 *
 * @example
 * captchaMode({ enabled: true }, { siteKey: '0x4AAA', secretKey: 'sk' }); // { provider: 'turnstile', siteKey: '0x4AAA' }
 * captchaMode({ enabled: true }, { testMode: true }); // { provider: 'test' }
 * captchaMode({ enabled: true }, {}); // { provider: 'unconfigured' }
 * captchaMode({ enabled: false }, { siteKey: '0x4AAA', secretKey: 'sk' }); // { provider: 'off' }
 */
export function captchaMode(
  site: { enabled: boolean },
  keys: { siteKey?: string | null; secretKey?: string | null; testMode?: boolean },
): CaptchaMode {
  if (!site.enabled) return { provider: 'off' };
  if (keys.siteKey && keys.secretKey) return { provider: 'turnstile', siteKey: keys.siteKey };
  return keys.testMode ? { provider: 'test' } : { provider: 'unconfigured' };
}

/**
 * Tokens of the local captcha, mirroring Turnstile's testing keys: `pass` is the dummy token Turnstile's
 * test sitekeys produce (XXXX.DUMMY.TOKEN.XXXX) and always passes the local verifier; `fail` always
 * fails it (like the "always fails" test secret); any other token fails too.
 */
export const CAPTCHA_TEST_TOKENS = { pass: 'XXXX.DUMMY.TOKEN.XXXX', fail: 'XXXX.DUMMY.TOKEN.FAIL' } as const;

/** Where the browser puts the token in a lead create: `{ lead, captcha_token }` (a multipart field of the same name). */
export const CAPTCHA_TOKEN_FIELD = 'captcha_token';

/** Messages of a refused captcha (field `captcha` of a 400). */
export const CAPTCHA_MESSAGES = {
  required: 'Please confirm you are not a robot.',
  failed: 'The captcha check failed. Please try the captcha again.',
  unavailable: 'We could not check the captcha just now. Please try again.',
} as const;

/** Cloudflare Turnstile's server-side validation endpoint. */
export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Turnstile's siteverify response (the fields we read). */
export const TurnstileSiteverifySchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).default([]),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
  action: z.string().optional(),
});
export type TurnstileSiteverify = z.infer<typeof TurnstileSiteverifySchema>;
