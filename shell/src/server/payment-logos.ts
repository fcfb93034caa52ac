/**
 * SPEC §2 footer payment-method logos (Mastercard, Visa, Maestro, Google Pay, Apple Pay) as inline SVG:
 * no request, no layout shift (every badge has its width and height before any style loads), each an
 * image named for its method (role img + aria-label + title) in a labelled list. Marks from the npm
 * package simple-icons (CC0-1.0) in their brand colours; simple-icons has no Maestro, so its mark is our
 * own: Maestro's two overlapping circles, blue and red, drawn here.
 */
import { ACCEPTED_PAYMENT_METHODS } from '@forecourt/contracts';
import { siApplepay, siGooglepay, siMastercard, siVisa } from 'simple-icons';
import { esc } from './html.js';

type Method = (typeof ACCEPTED_PAYMENT_METHODS)[number];

/** Badge size in CSS pixels (the card-logo ratio 3:2). */
const W = 48;
const H = 32;

const icon = (i: { path: string; hex: string }) => `<path fill="#${i.hex}" d="${i.path}"/>`;

/** Each method's drawing inside a 24 × 24 box. */
const MARKS: Record<Method, string> = {
  Mastercard: icon(siMastercard),
  Visa: icon(siVisa),
  Maestro:
    '<circle cx="8.5" cy="12" r="6.5" fill="#0099DF"/><circle cx="15.5" cy="12" r="6.5" fill="#ED0006"/>' +
    '<path fill="#6C6BBD" d="M12 6.9a6.5 6.5 0 0 1 0 10.2 6.5 6.5 0 0 1 0-10.2z"/>',
  'Google Pay': icon(siGooglepay),
  'Apple Pay': icon(siApplepay),
};

/** One method's badge: a white card with its mark, named for screen readers. */
export function paymentLogo(method: Method): string {
  const label = esc(method);
  return (
    `<svg role="img" aria-label="${label}" width="${W}" height="${H}" viewBox="-6 -2 36 28" class="fc-pay-logo">` +
    `<title>${label}</title><rect x="-6" y="-2" width="36" height="28" rx="3" fill="#fff"/>${MARKS[method]}</svg>`
  );
}

/** The footer's list of accepted payment methods. */
export function renderPaymentLogos(): string {
  return `<ul class="fc-payments" aria-label="Accepted payment methods">${ACCEPTED_PAYMENT_METHODS.map(
    (m) => `<li>${paymentLogo(m)}</li>`,
  ).join('')}</ul>`;
}
