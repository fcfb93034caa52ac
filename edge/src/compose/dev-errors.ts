import { esc } from '@forecourt/shell/server';
import type { FragmentOutcome } from './call-fragment.js';

/**
 * Local development only (env DEV_ERRORS): a fragment that failed from a configuration error says what
 * is wrong, in place of the shopper's "taking longer than usual" fallback. A timeout or a remote's own
 * error is not a configuration error and keeps the fallback (and its retry) everywhere.
 */

/**
 * What is misconfigured, or null when the failure is not a configuration error.
 * @example configurationError({ remote: 'content', component: 'HomePag' }, { ok: false, reason: 'error', detail: 'content has no component HomePag' })
 */
export function configurationError(
  fragment: { remote: string; component: string },
  outcome: FragmentOutcome,
  unrouted?: string,
): string | null {
  if (unrouted) return `No Worker serves the ${fragment.remote} remote: ${unrouted}.`;
  if (outcome.ok || outcome.reason !== 'error') return null;
  if (/has no component/.test(outcome.detail)) {
    return `The ${fragment.remote} remote has no component ${fragment.component} (its src/remote.ts; contracts REMOTE_COMPONENTS; edge/src/routes/page-plan.ts): ${outcome.detail}.`;
  }
  if (/Worker "[^"]*" not found|binding/i.test(outcome.detail)) {
    return `The Worker behind the ${fragment.remote} slot is not running (pnpm build, then restart): ${outcome.detail}.`;
  }
  return null;
}

/** The developer's message in place of a fragment (never sent where DEV_ERRORS is unset). */
export function developerMessage(message: string): string {
  return `<div class="fc-fragment-error" role="alert" data-dev-error style="border:2px solid #b00020;padding:12px;color:#b00020;background:#fff"><p><strong>Configuration error</strong> (shown in local development only)</p><p>${esc(message)}</p></div>`;
}
