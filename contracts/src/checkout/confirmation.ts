import * as z from 'zod';

/**
 * What a confirmed reservation tells the shopper (the journey's confirmation, the email) and the dealer
 * (the reserve lead's message) — one shape, one wording (issue 34).
 */
export const ReservationConfirmationSchema = z.object({
  /** The reference the shopper quotes (reservationReference of the hold id). */
  reference: z.string(),
  car: z.object({ id: z.number().int(), title: z.string(), stock: z.string(), href: z.string() }),
  /** The deposit paid, as the dealer's currency writes it ('$200') and its ISO code ('AUD'). */
  deposit: z.object({ amount: z.number(), currency: z.string(), text: z.string() }),
  dealership: z.object({ name: z.string(), phone: z.string().nullable(), address: z.string().nullable() }),
  /** What happens next, in order. */
  next: z.array(z.string()),
  /** The shopper's email the confirmation went to. */
  email: z.string(),
});
export type ReservationConfirmation = z.infer<typeof ReservationConfirmationSchema>;

/**
 * The reference of a hold as people read it: 'R-' and the id's first 8 hex digits in upper case.
 *
 * @example
 * reservationReference('ch_3fa9c2d1e4…'); // 'R-3FA9C2D1'
 */
export function reservationReference(holdId: string): string {
  return `R-${holdId.replace(/^ch_/, '').slice(0, 8).toUpperCase()}`;
}

/** The deposit as the confirmation writes it: '$200 AUD'. */
export const depositText = (d: ReservationConfirmation['deposit']) => `${d.text} ${d.currency}`;

/**
 * What happens after a reservation, in order.
 *
 * @example
 * reservationNextSteps('Ridgeway Toyota', 'Refundable …')[0]; // 'Ridgeway Toyota will contact you within one business day …'
 */
export function reservationNextSteps(dealership: string, refundTerms: string): string[] {
  return [
    `${dealership} will contact you within one business day to arrange an inspection, a test drive and the rest of the purchase.`,
    'The vehicle is held for you and no longer offered to other shoppers.',
    // the dealer's deposit and refund terms (or the platform's): what the deposit does, and how it comes back
    refundTerms,
  ];
}

/** The plain text of a confirmation: the shopper's email body and the reserve lead's message. */
export function reservationConfirmationText(c: ReservationConfirmation): string {
  const dealership = [c.dealership.name, c.dealership.address, c.dealership.phone].filter(Boolean).join(', ');
  return [
    `Reservation confirmed — reference ${c.reference}`,
    '',
    `Vehicle: ${c.car.title} (stock ${c.car.stock})`,
    `Deposit paid: ${depositText(c.deposit)}`,
    `Dealership: ${dealership}`,
    '',
    'What happens next:',
    ...c.next.map((step, i) => `${i + 1}. ${step}`),
  ].join('\n');
}
