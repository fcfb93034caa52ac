import { type CarPhoneCallBody, type CarPhoneReveal, whatsappHref } from '@forecourt/contracts';
import { postJson } from './track.js';

/**
 * SPEC §7 `POST /api/events/car_phone_call` (contracts CarPhoneCallBody): records the phone-call click
 * (car_id, dealership_id, website_id, event 25 — the edge adds them from the car) and answers the car's
 * number (CarPhoneReveal). Null when the call fails (logged; SPEC §8 tracking failures are never shown
 * as errors). The answer is checked for its tel: link only: zod stays on the server (bundle budget).
 */
export async function revealPhone(
  car_id: number,
  via: CarPhoneCallBody['via'] = 'call',
): Promise<CarPhoneReveal | null> {
  let why: unknown;
  try {
    // The page's URL travels as the Referer header, which the edge records when `url` is left out.
    const res = await postJson('/api/events/car_phone_call', { car_id, via } satisfies CarPhoneCallBody);
    const body: Partial<CarPhoneReveal> | null = res.ok ? await res.json() : null;
    if (body?.tel) return body as CarPhoneReveal;
    why = res.status;
  } catch (error) {
    why = error;
  }
  console.warn('[car-detail] phone not revealed', why);
  return null;
}

/**
 * WhatsApp where the number is hidden: the window opens in the click itself (one opened after the
 * awaited reveal is a pop-up that browsers block) and goes to wa.me when the number arrives; without a
 * number it closes again and the answer is false (the button offers 'Try again').
 */
export async function openWhatsApp(carId: number, text: string, w: Window = window): Promise<boolean> {
  const popup = w.open('', '_blank');
  if (popup) popup.opener = null; // wa.me gets no handle on this page
  const digits = (await revealPhone(carId, 'whatsapp'))?.whatsapp;
  if (!digits) {
    popup?.close();
    return false;
  }
  // No window at all (blocked even so): this tab goes to WhatsApp.
  (popup ?? w).location.href = whatsappHref(digits, text);
  return true;
}
