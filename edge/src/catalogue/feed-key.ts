/**
 * A site's catalogue feed key: HMAC-SHA256(CATALOGUE_FEED_SECRET, "catalogue-feed:v1:<site slug>") as
 * hex. Derived, not stored: nothing to provision per dealer, and one dealer's key signs no other site's
 * feed. Operations hands a dealer its key (docs/STOCK-FEEDS.md: one openssl line); rotating the secret
 * rotates every key.
 */
const encoder = new TextEncoder();

export async function siteFeedKey(secret: string, siteSlug: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`catalogue-feed:v1:${siteSlug}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
