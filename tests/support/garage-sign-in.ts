import { expect } from 'vitest';

/** The six-digit code in a sign-in email's body ("… is 123456."). */
export const codeInEmail = (body: string): string | undefined => body.match(/ is (\d{6})\./)?.[1];

/**
 * Signs in to the garage through its API: asks for a code (202), reads it with `codeOf` (from the
 * outbox, however the test reaches it), verifies it (200). Returns the session cookie and the answer.
 * `post` sends a JSON body to the site under test.
 */
export async function signIn<A extends { status: number; headers: Headers }>(
  post: (path: string, body: unknown) => Promise<A>,
  email: string,
  codeOf: (email: string) => Promise<string | null | undefined>,
): Promise<{ cookie: string; answer: A }> {
  expect((await post('/api/auth/code', { email })).status).toBe(202);
  const code = await codeOf(email);
  const answer = await post('/api/auth/verify', { email, code });
  expect(answer.status).toBe(200);
  return { cookie: (answer.headers.get('set-cookie') ?? '').split(';')[0] as string, answer };
}
