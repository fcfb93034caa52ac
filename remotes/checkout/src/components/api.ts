/** The checkout API as the journey calls it (same origin; JSON in, JSON out). */
export type ApiAnswer = { status: number; json: Record<string, unknown> };

export async function callApi(method: string, path: string, body?: unknown, token?: string): Promise<ApiAnswer> {
  try {
    const res = await fetch(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch {
    return { status: 0, json: { message: 'We could not reach the server. Check your connection and try again.' } };
  }
}

export const messageOf = (a: ApiAnswer) =>
  typeof a.json.message === 'string' ? a.json.message : 'Something went wrong. Please try again.';
