/** The garage's random secrets and how they are stored (hashes only: a D1 leak gives no codes or sessions). */

/** SHA-256 of `text` as hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A uniformly random code of `digits` decimal digits (rejection sampling: no modulo bias). */
export function randomCode(digits: number): string {
  const limit = 10 ** digits;
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const n = buf[0] as number;
    if (n < ceiling) return String(n % limit).padStart(digits, '0');
  }
}

/** A session token: 32 random bytes, base64url. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The stored hash of a code: bound to its site and email, so a hash is worthless anywhere else. */
export const codeHash = (site: string, email: string, code: string) => sha256Hex(`code\n${site}\n${email}\n${code}`);
export const tokenHash = (token: string) => sha256Hex(`session\n${token}`);
