/**
 * API keys and tenant tokens of the compat server, as Meilisearch checks them: `Authorization: Bearer
 * <key or tenant token>`; the admin key may do everything, the search key only search; a tenant token
 * (HS256/384/512 JWT signed with a key, naming that key's uid in `apiKeyUid`) may only search, only the
 * indexes of its `searchRules`, each with that rule's filter, and only until `exp`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export type CompatKeys = {
  /** May do everything (settings, documents, tasks, search). */
  adminKey: string;
  /** May only search; signs tenant tokens. */
  searchKey: string;
  /** The search key's uid (a UUID), named by tenant tokens in apiKeyUid. */
  searchKeyUid: string;
};

/** What a request may do: everything, or search (optionally only some indexes, each with a filter). */
export type Access =
  | { kind: 'admin' }
  | { kind: 'search'; rules: null }
  | { kind: 'search'; rules: Record<string, { filter?: unknown } | null> };

export class AuthError extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly code: 'missing_authorization_header' | 'invalid_api_key',
    message: string,
  ) {
    super(message);
  }
}

const FilterSchema = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]);
const RuleSchema = z.union([z.object({ filter: FilterSchema.nullish() }), z.null()]);
const ClaimsSchema = z.object({
  searchRules: z.union([z.array(z.string()), z.record(z.string(), RuleSchema)]),
  apiKeyUid: z.string().uuid(),
  exp: z.number().int().optional(),
});
const HeaderSchema = z.object({ alg: z.enum(['HS256', 'HS384', 'HS512']), typ: z.string().optional() });

const invalid = () => new AuthError(403, 'invalid_api_key', 'The provided API key is invalid.');

function decode(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Verifies a tenant token and returns its search rules (index uid or pattern → rule). */
export function verifyTenantToken(token: string, keys: CompatKeys, nowSeconds: number): Access {
  const parts = token.split('.');
  if (parts.length !== 3) throw invalid();
  const [h, p, sig] = parts as [string, string, string];
  let header: z.infer<typeof HeaderSchema>;
  let claims: z.infer<typeof ClaimsSchema>;
  try {
    header = HeaderSchema.parse(decode(h));
    claims = ClaimsSchema.parse(decode(p));
  } catch {
    throw invalid();
  }
  // Only the search key signs tenant tokens here (Meilisearch refuses tokens signed by the master key).
  if (claims.apiKeyUid !== keys.searchKeyUid) throw invalid();
  const expected = createHmac(`sha${header.alg.slice(2)}`, keys.searchKey)
    .update(`${h}.${p}`)
    .digest();
  if (!sameBytes(Buffer.from(sig, 'base64url'), expected)) throw invalid();
  if (claims.exp !== undefined && claims.exp <= nowSeconds) throw invalid();
  const rules = Array.isArray(claims.searchRules)
    ? Object.fromEntries(claims.searchRules.map((uid) => [uid, null]))
    : claims.searchRules;
  return { kind: 'search', rules };
}

/** The access an Authorization header grants. */
export function authorize(header: string | undefined, keys: CompatKeys, nowSeconds: number): Access {
  const m = /^Bearer (.+)$/.exec(header ?? '');
  if (!m)
    throw new AuthError(
      401,
      'missing_authorization_header',
      'The Authorization header is missing. It must use the bearer authorization method.',
    );
  const key = m[1] as string;
  if (sameBytes(Buffer.from(key), Buffer.from(keys.adminKey))) return { kind: 'admin' };
  if (sameBytes(Buffer.from(key), Buffer.from(keys.searchKey))) return { kind: 'search', rules: null };
  return verifyTenantToken(key, keys, nowSeconds);
}

const matches = (pattern: string, uid: string) =>
  pattern === uid || (pattern.endsWith('*') && uid.startsWith(pattern.slice(0, -1)));

/**
 * The filter a search on `uid` must be ANDed with (null: none); throws when the access does not reach
 * the index. A specific rule takes precedence over a pattern (`*`, `car*`).
 */
export function indexRule(access: Access, uid: string): unknown {
  if (access.kind === 'admin' || access.rules === null) return null;
  const exact = Object.hasOwn(access.rules, uid) ? access.rules[uid] : undefined;
  if (exact !== undefined) return exact?.filter ?? null;
  const pattern = Object.keys(access.rules)
    .filter((k) => matches(k, uid))
    .sort((a, b) => b.length - a.length)[0];
  if (pattern === undefined) throw invalid();
  return access.rules[pattern]?.filter ?? null;
}
