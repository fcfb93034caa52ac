/**
 * The browser side of the garage API (edge/src/garage/routes.ts; shapes in contracts garage-auth.ts).
 * Errors come back as the API's error, shown as it is (SPEC §8: else 'An unexpected error occurred' + status).
 */
import { apiErrorOf, type GarageAuth, type GarageNotices, httpErrorMessage, track } from '@forecourt/contracts';

export type ApiResult<T> = { ok: true; data: T } | { ok: false; message: string; code: string };

async function call<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  try {
    const res = await fetch(path, {
      method,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    // A non-OK answer may have no JSON body (a proxy's error page): SPEC §8's message from its status.
    const json = res.status === 204 ? {} : ((await res.json().catch(() => null)) as Record<string, unknown> | null);
    if (res.ok && json) return { ok: true, data: json as T };
    if (res.ok) throw new Error('the garage answered without JSON');
    return {
      ok: false,
      message: httpErrorMessage(res, json),
      code: apiErrorOf(json)?.code ?? 'error',
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
