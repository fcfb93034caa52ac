/**
 * The offline SANDBOX payment provider's test cards (issue 12), the same numbers Stripe's test mode
 * uses, so a shopper on a sandbox demo site and the tests pay with a known outcome. Never a real card.
 */
export type SandboxCardOutcome = 'succeeded' | 'declined' | 'requires_action' | 'insufficient_funds';

export const SANDBOX_TEST_CARDS: Readonly<Record<string, { outcome: SandboxCardOutcome; label: string }>> =
  Object.freeze({
    '4242424242424242': { outcome: 'succeeded', label: 'Payment succeeds' },
    '4000000000000002': { outcome: 'declined', label: 'Card declined' },
    '4000002760003184': { outcome: 'requires_action', label: 'Authentication required (3-D Secure)' },
    '4000000000009995': { outcome: 'insufficient_funds', label: 'Insufficient funds' },
  });

/**
 * The outcome of a sandbox card number (spaces and dashes ignored), or null for any other number.
 *
 * @example
 * sandboxCardOutcome('4242 4242 4242 4242'); // 'succeeded'
 */
export function sandboxCardOutcome(number: string): SandboxCardOutcome | null {
  return SANDBOX_TEST_CARDS[number.replace(/[\s-]/g, '')]?.outcome ?? null;
}
