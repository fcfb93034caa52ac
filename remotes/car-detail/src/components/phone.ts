/** What POST /api/events/car_phone_call answers: the number, its tel: link, WhatsApp digits (or null). */
export type RevealedPhone = { phone: string; tel: string; whatsapp: string | null };

/**
 * SPEC §7 `POST /api/events/car_phone_call`: records the phone-call click (car_id, dealership_id,
 * website_id, event 25 — the edge adds them from the car) and answers the car's number. Null when the
 * call fails (logged; SPEC §8 tracking failures are never shown as errors).
 */
export async function revealPhone(carId: number, via: 'call' | 'whatsapp' = 'call'): Promise<RevealedPhone | null> {
  try {
    const res = await fetch('/api/events/car_phone_call', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ car_id: carId, url: location.href, via }),
      keepalive: true,
    });
    const body = res.ok ? ((await res.json()) as Partial<RevealedPhone>) : null;
    // The response is checked by hand: zod stays out of the browser (bundle budget).
    if (typeof body?.phone === 'string' && typeof body.tel === 'string')
      return { phone: body.phone, tel: body.tel, whatsapp: typeof body.whatsapp === 'string' ? body.whatsapp : null };
    console.warn('[car-detail] phone not revealed', res.status);
  } catch (error) {
    console.warn('[car-detail] phone not revealed', error);
  }
  return null;
}

/** A wa.me chat link to the given digits with a prefilled message. */
export const whatsappHref = (digits: string, text: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
