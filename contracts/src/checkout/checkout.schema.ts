import * as z from 'zod';
import { LEAD_MAX_BODY_BYTES, LeadHistoryShape } from '../leads/lead-schema.js';

/**
 * Body of POST /api/checkout/holds: the car, the shopper's details (checked with the form field rules) and
 * the visitor history the reserve lead carries, as every lead does.
 */
export const CheckoutStartSchema = z
  .object({
    car_id: z.union([z.string().max(12), z.number().int()]),
    name: z.string().max(200),
    phone: z.string().max(40),
    email: z.string().max(254),
    opt_in: z.boolean().optional(),
    url: z.string().max(2000).optional(),
    /** The site's captcha token (SPEC §5 captcha; issue 30 item 7: no hold without it). Never stored. */
    captcha_token: z.string().max(4096).optional(),
    ...LeadHistoryShape,
  })
  .strict();
export type CheckoutStart = z.infer<typeof CheckoutStartSchema>;

/** Body of POST /api/checkout/holds/:id/sandbox-payment (the sandbox provider's card form: sandbox-cards.ts checks it). */
export const SandboxPaymentSchema = z
  .object({ card_number: z.string().max(32), expiry: z.string().max(16), cvc: z.string().max(16) })
  .strict();

/** Body of POST /api/checkout/holds/:id/sandbox-authentication (the sandbox 3-D Secure step). */
export const SandboxAuthenticationSchema = z.object({ approve: z.boolean() }).strict();

/** The JSON limits of every checkout API body. */
export const CHECKOUT_BODY_LIMITS = { maxBytes: 4096, maxDepth: 2 } as const;
/** The start of a checkout carries the visitor history too: a lead save's byte cap. */
export const CHECKOUT_START_LIMITS = { maxBytes: LEAD_MAX_BODY_BYTES, maxDepth: 2 } as const;
