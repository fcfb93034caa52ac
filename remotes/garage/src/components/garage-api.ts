/**
 * The browser side of the garage API (edge/src/api/garage.ts; shapes in contracts garage-auth.ts).
 * Errors come back as the API's message, shown as they are.
 */
import { type GarageAuth, type GarageNotices, track } from '@forecourt/contracts';

export type ApiResult<T> = { ok: true; data: T } | { ok: false; message: string; code: string };

async function call<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  try {
    const res = await fetch(path, {
      method,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const json = res.status === 204 ? {} : ((await res.json()) as Record<string, unknown>);
    if (res.ok) return { ok: true, data: json as T };
    return {
      ok: false,
      message: typeof json.message === 'string' ? json.message : 'Something went wrong. Please try again.',
      code: typeof json.code === 'string' ? json.code : 'error',
    };
  } catch {
    return { ok: false, message: 'We could not reach the garage just now. Please try again.', code: 'offline' };
  }
}

export const garageApi = {
  me: () => call<GarageAuth>('GET', '/api/auth'),
  requestCode: (email: string) => call<{ message: string }>('POST', '/api/auth/code', { email }),
  verify: (email: string, code: string) =>
    call<GarageAuth & { registered: boolean }>('POST', '/api/auth/verify', { email, code }),
  merge: (carIds: number[]) => call<GarageAuth>('POST', '/api/auth/watchlist/merge', { car_ids: carIds }),
  remove: (carId: number) => call<GarageAuth>('DELETE', `/api/auth/watchlist/${carId}`),
  signOut: () => call<unknown>('POST', '/api/auth/logout'),
  notices: (on?: boolean) =>
    call<GarageNotices>(
      on === undefined ? 'GET' : 'PUT',
      '/api/auth/notices',
      on === undefined ? undefined : { notices: on },
    ),
};

/** One SPEC §9 analytics event, through the page's tracker (contracts track). */
export const trackGarage = (category: number): void => track(category);
