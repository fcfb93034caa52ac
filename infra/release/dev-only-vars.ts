/**
 * Variables only a local run or a test may set (issue 30 item 10). Each one opens something a deployed
 * Worker must never have: LOCAL_OUTBOX_PAGE serves /_dev/outbox on every host (every tenant's sign-in
 * codes), LOCAL_LEAD_SINK keeps leads in a local sink, CAPTCHA_TEST_MODE accepts the public dummy
 * captcha token, OUTBOUND_FETCH_ALLOW_LOOPBACK lets feed/config fetches reach loopback stand-ins,
 * LOCAL_IMAGES_URL sends photos to the local image Worker instead of the Images binding, CAR_CLARITY_MOCK
 * answers /mock/carClarityCustomer without the broker (SPEC §7 mock mode). The
 * release refuses an environment whose rendered edge config sets any of them, whatever the value.
 */
export const DEV_ONLY_VARS = [
  'LOCAL_OUTBOX_PAGE',
  'LOCAL_LEAD_SINK',
  'CAPTCHA_TEST_MODE',
  'OUTBOUND_FETCH_ALLOW_LOOPBACK',
  'LOCAL_IMAGES_URL',
  'CAR_CLARITY_MOCK',
] as const;

/** Throws naming every dev-only variable an environment's vars set. */
export function refuseDevOnlyVars(where: string, vars: Record<string, unknown> | undefined): void {
  const set = DEV_ONLY_VARS.filter((name) => vars !== undefined && Object.hasOwn(vars, name));
  if (set.length > 0)
    throw new Error(`${where}: ${set.join(', ')} may only be set by a local run or a test, never in a release`);
}
