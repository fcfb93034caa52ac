import * as z from 'zod';

/**
 * SPEC §7 `POST /api/events/car_phone_call` body: the car, the page the click happened on, and which
 * button it was (the call box or WhatsApp). Strict: an unknown field is a 400.
 */
export const CarPhoneCallBodySchema = z
  .object({
    car_id: z.number().int().positive(),
    url: z.string().max(2000).optional(),
    via: z.enum(['call', 'whatsapp']).default('call'),
  })
  .strict();
/** The body as a client sends it (`via` may be left out: 'call'). */
export type CarPhoneCallBody = z.input<typeof CarPhoneCallBodySchema>;

/**
 * What the reveal answers: the number as shown (carPhone), its tel: link (telHref) and its WhatsApp
 * digits (whatsappDigits; null when the number has no WhatsApp).
 */
export const CarPhoneRevealSchema = z
  .object({
    phone: z.string().min(1),
    tel: z.string().startsWith('tel:'),
    whatsapp: z
      .string()
      .regex(/^\d{1,15}$/)
      .nullable(),
  })
  .strict();
export type CarPhoneReveal = z.infer<typeof CarPhoneRevealSchema>;
