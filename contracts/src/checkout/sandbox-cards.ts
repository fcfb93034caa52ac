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

/** The sandbox card form's fields. */
export type SandboxCardFields = { card_number: string; expiry: string; cvc: string };

export const SANDBOX_CARD_MESSAGES = {
  card_number: 'Use one of the sandbox test cards listed on this page.',
  expiry_format: 'Enter the expiry date as MM/YY.',
  expiry_past: 'This card has expired. Enter a future expiry date.',
  cvc: 'Enter the 3 or 4 digit security code (CVC).',
} as const;

/**
 * The card form's errors by field (empty when it can be charged): a listed test card, an expiry MM/YY
 * (or MM/YYYY) not before this month, a CVC of 3 or 4 digits. The browser and the API check the same.
 *
 * @example
 * sandboxCardErrors({ card_number: '4242 4242 4242 4242', expiry: '01/20', cvc: '12' }, new Date('2026-11-27'));
 * // { expiry: 'This card has expired. …', cvc: 'Enter the 3 or 4 digit …' }
 */
export function sandboxCardErrors(
  card: SandboxCardFields,
  now: Date,
): Partial<Record<keyof SandboxCardFields, string>> {
  const errors: Partial<Record<keyof SandboxCardFields, string>> = {};
  if (!sandboxCardOutcome(card.card_number)) errors.card_number = SANDBOX_CARD_MESSAGES.card_number;
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = m ? Number(m[1]) : 0;
  if (!m || month < 1 || month > 12) errors.expiry = SANDBOX_CARD_MESSAGES.expiry_format;
  else {
    const year = (m[2] as string).length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
      errors.expiry = SANDBOX_CARD_MESSAGES.expiry_past;
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = SANDBOX_CARD_MESSAGES.cvc;
  return errors;
}
