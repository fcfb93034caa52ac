/**
 * The demo's vehicle "photos" as SVG art, one drawing per kind (car, motorcycle, caravan, truck) in a
 * paint and a view. The seed rasterises them into JPEG photos (demo-photos.ts): a shopper's browser
 * gets JPEG/WebP like a real dealer's, never an SVG document to style and lay out on its main thread.
 * 3:2 like a dealer's camera; no text (a real photo has none).
 */
import type { VehicleKind } from './catalog.js';

export const ART_WIDTH = 1200;
export const ART_HEIGHT = 800;

/** Body paints (each kind's pool has one photo per paint and view). */
export const ART_PAINTS = ['#c0392b', '#1f4e8c', '#e8e9ec', '#24272b'] as const;
/** Views: side on facing left, and closer facing right on a warmer backdrop (two, to keep the seed's R2 puts few). */
export const ART_VIEWS = 2;

const BACKDROPS = [
  ['#d9e2ec', '#9aa5b1'],
  ['#ece4d8', '#a59c90'],
] as const;

const wheel = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1c1e"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.5)}" fill="#c9ccd1"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.14)}" fill="#555"/>`;

/** Each kind's drawing, standing on the floor line y = 600, about 900 wide centred on x = 600. */
const DRAWINGS: Record<VehicleKind, (paint: string) => string> = {
  car: (p) =>
    `<path d="M180 560 L250 430 Q278 378 348 372 L740 364 Q818 364 866 430 L966 472 Q1022 486 1024 530 L1024 576 L180 576 Z" fill="${p}" stroke="#111" stroke-width="5"/>` +
    `<path d="M312 430 L360 392 L530 386 L530 456 L298 458 Z M562 386 L726 384 Q780 386 810 430 L832 456 L562 456 Z" fill="#a9c4da" stroke="#111" stroke-width="4"/>` +
    `<path d="M190 512 L1020 512" stroke="#000" stroke-opacity=".25" stroke-width="4"/>${wheel(338, 580, 68)}${wheel(860, 580, 68)}`,
  motorcycle: (p) =>
    `${wheel(380, 540, 92)}${wheel(830, 540, 92)}` +
    `<path d="M380 540 L520 420 L690 430 L830 540" fill="none" stroke="#2b2d30" stroke-width="16" stroke-linejoin="round"/>` +
    `<path d="M520 420 Q560 330 660 340 Q720 346 730 400 L690 430 Z" fill="${p}" stroke="#111" stroke-width="5"/>` +
    `<path d="M400 420 Q440 388 520 392 L540 420 L420 436 Z" fill="#1d1e20"/>` +
    `<path d="M830 540 L770 330 L740 300" fill="none" stroke="#8d9299" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M720 300 L790 292" stroke="#1d1e20" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="540" y="450" width="120" height="70" rx="14" fill="#6b7078"/>` +
    `<path d="M560 520 L420 560" stroke="#9aa0a7" stroke-width="12" stroke-linecap="round"/>`,
  caravan: (p) =>
    `<rect x="260" y="250" width="760" height="310" rx="46" fill="#f4f4f1" stroke="#111" stroke-width="5"/>` +
    `<rect x="260" y="470" width="760" height="40" fill="${p}"/>` +
    `<rect x="330" y="320" width="200" height="96" rx="14" fill="#a9c4da" stroke="#111" stroke-width="4"/>` +
    `<rect x="800" y="320" width="150" height="96" rx="14" fill="#a9c4da" stroke="#111" stroke-width="4"/>` +
    `<rect x="600" y="310" width="120" height="230" rx="10" fill="#e2e2de" stroke="#111" stroke-width="4"/>` +
    `<path d="M260 520 L110 560 L80 560" fill="none" stroke="#2b2d30" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="160" y="560" width="20" height="30" fill="#2b2d30"/>${wheel(660, 568, 62)}`,
  truck: (p) =>
    `<rect x="120" y="220" width="700" height="320" fill="#eef0f2" stroke="#111" stroke-width="5"/>` +
    `<rect x="120" y="520" width="880" height="36" fill="#2b2d30"/>` +
    `<path d="M830 300 L950 300 Q1000 300 1020 360 L1046 440 L1046 540 L830 540 Z" fill="${p}" stroke="#111" stroke-width="5"/>` +
    `<path d="M860 330 L945 330 Q975 332 990 372 L1004 420 L860 420 Z" fill="#a9c4da" stroke="#111" stroke-width="4"/>` +
    `<rect x="1030" y="470" width="24" height="60" fill="#c9ccd1"/>${wheel(250, 578, 62)}${wheel(390, 578, 62)}${wheel(930, 578, 62)}`,
};

/** The SVG of a kind's art in paint `paint` (index into ART_PAINTS) and view `view` (0 or 1). */
export function vehicleArt(kind: VehicleKind, paint: number, view: number): string {
  const [sky, floor] = BACKDROPS[view % BACKDROPS.length]!;
  // View 1: mirrored (faces right) and a closer crop about the vehicle's front half.
  const transform = view === 1 ? ' transform="translate(1460 -330) scale(-1.45 1.45)"' : '';
  const body = DRAWINGS[kind](ART_PAINTS[paint % ART_PAINTS.length]!);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${sky}"/></linearGradient></defs>` +
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#s)"/><rect y="600" width="${ART_WIDTH}" height="200" fill="${floor}"/>` +
    `<g${transform}><ellipse cx="600" cy="612" rx="470" ry="26" fill="#000" fill-opacity=".22"/>${body}</g></svg>`
  );
}
