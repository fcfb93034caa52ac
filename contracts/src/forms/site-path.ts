/**
 * Whether a button field's link is a path of the site (a single leading slash: no other host, no scheme).
 *
 * @example
 * isSitePath('/find/rental-cars'); // true
 * isSitePath('//evil.example'); // false
 */
export function isSitePath(value: string | undefined): value is string {
  return typeof value === 'string' && /^\/(?!\/)[A-Za-z0-9/_#?=&.-]{0,200}$/.test(value);
}
