/**
 * Locally generated images (no network in the demo): every car photo is an SVG drawn from its slug
 * (a stable colour and angle per photo number), every dealer logo an SVG wordmark. They stand in
 * for the dealer photo CDN and keep pages realistic offline.
 */
// Dark enough for white initials (WCAG AA contrast).
const LOGO_COLOURS = ['#0b3d91', '#8b1a1a', '#1e5631', '#4a235a', '#1f2933', '#7a3e00'];
const PALETTE = [
  '#c0392b',
  '#2c3e50',
  '#7f8c8d',
  '#f5f6fa',
  '#1e272e',
  '#2980b9',
  '#27ae60',
  '#d35400',
  '#8e44ad',
  '#bdc3c7',
];

function hashOf(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const escXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Title-cased words of a car slug without the trailing stock number: 2021-toyota-rav4-gx-ab123 → 2021 Toyota Rav4 Gx. */
function labelOf(slug: string): string {
  const words = slug.split(/[-_]/).filter(Boolean);
  if (words.length > 2) words.pop();
  return words
    .slice(0, 5)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * An SVG "photo" of a car: 4:3, body colour from the slug, a different view per photo number. No
 * caption (a real photo has none, and the search card puts its location overlay bottom-left); the
 * photo number sits bottom-right, inside the 3:2 crop of the cards.
 */
export function carSvg(slug: string, photo: number, width = 800): string {
  const h = hashOf(slug);
  const body = PALETTE[h % PALETTE.length]!;
  const sky = photo % 2 === 0 ? '#dfe8f1' : '#e9e4da';
  const flip = photo % 3 === 1 ? ' transform="translate(800 0) scale(-1 1)"' : '';
  const height = Math.round((width * 3) / 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 600" role="img" aria-label="${escXml(labelOf(slug))}"><rect width="800" height="600" fill="${sky}"/><rect y="430" width="800" height="170" fill="#9aa3ad"/><g${flip}><path d="M120 400 L170 300 Q190 262 240 258 L520 252 Q575 252 610 300 L680 330 Q720 340 722 372 L722 410 L120 410 Z" fill="${body}" stroke="#111" stroke-width="4"/><path d="M215 300 L250 272 L370 268 L370 318 L205 320 Z M395 268 L510 266 Q548 268 570 300 L585 318 L395 318 Z" fill="#b8d4ea" stroke="#111" stroke-width="3"/><circle cx="235" cy="412" r="48" fill="#222"/><circle cx="235" cy="412" r="22" fill="#ccc"/><circle cx="600" cy="412" r="48" fill="#222"/><circle cx="600" cy="412" r="22" fill="#ccc"/></g><text x="770" y="540" font-family="Arial,sans-serif" font-size="26" text-anchor="end" fill="#2b3036">${photo}</text></svg>`;
}

/** A square badge logo from the site slug: its initials (the header prints the name beside it). */
export function logoSvg(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  const initials = words
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 2);
  const colour = LOGO_COLOURS[hashOf(slug) % LOGO_COLOURS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 40 40"><rect x="1" y="1" width="38" height="38" rx="8" fill="${colour}" stroke="#fff" stroke-width="2"/><text x="20" y="26" font-family="Arial,sans-serif" font-weight="700" font-size="15" text-anchor="middle" fill="#fff">${escXml(initials)}</text></svg>`;
}
