import { describe, expect, it } from 'vitest';
import { CAPTCHA_TEST_TOKENS, CaptchaModeSchema, captchaMode, TurnstileSiteverifySchema } from './captcha.js';

// SPEC §5: "A captcha is shown by default."
describe('captchaMode', () => {
  it('is on by default: Turnstile with both keys, the local test captcha only in test mode, else fails closed', () => {
    expect(captchaMode({ enabled: true }, { siteKey: 'site', secretKey: 'secret' })).toEqual({
      provider: 'turnstile',
      siteKey: 'site',
    });
    expect(captchaMode({ enabled: true }, { siteKey: 'site', testMode: true })).toEqual({ provider: 'test' });
    expect(captchaMode({ enabled: true }, { secretKey: 'secret', testMode: true })).toEqual({ provider: 'test' });
    expect(captchaMode({ enabled: true }, { testMode: true })).toEqual({ provider: 'test' });
    // a production deployment missing its keys never accepts the public test token
    expect(captchaMode({ enabled: true }, {})).toEqual({ provider: 'unconfigured' });
    expect(captchaMode({ enabled: true }, { siteKey: 'site' })).toEqual({ provider: 'unconfigured' });
  });
  it('a dealer may turn it off', () => {
    expect(captchaMode({ enabled: false }, { siteKey: 'site', secretKey: 'secret' })).toEqual({ provider: 'off' });
  });
  it('modes and siteverify responses parse', () => {
    expect(CaptchaModeSchema.safeParse({ provider: 'turnstile' }).success).toBe(false);
    expect(TurnstileSiteverifySchema.parse({ success: false })).toEqual({ success: false, 'error-codes': [] });
    expect(CAPTCHA_TEST_TOKENS.pass).toBe('XXXX.DUMMY.TOKEN.XXXX');
    expect(CAPTCHA_TEST_TOKENS.fail).not.toBe(CAPTCHA_TEST_TOKENS.pass);
  });
});
