/** Raster formats a stored photo may be (sniffed from its bytes, never taken from a declared type). */
const PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export type SniffedImage = { format: PhotoFormat; width: number; height: number };

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

/** JPEG: the first start-of-frame segment (SOF0-SOF15 except DHT/JPG/DAC) holds height then width. */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    const length = u16be(b, i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): { width: number; height: number } | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b.length >= 30) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/**
 * The format and pixel size of a JPEG, PNG or WebP from its leading bytes (the first 64 KiB are
 * enough for any JPEG whose metadata is not huge); null for anything else or a truncated header.
 *
 * @example
 * sniffImage(pngBytes); // { format: 'png', width: 640, height: 480 }
 * sniffImage(new TextEncoder().encode('<svg …')); // null
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const b = bytes;
  let size: { width: number; height: number } | null = null;
  let format: PhotoFormat;
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    format = 'jpeg';
    size = jpegSize(b);
  } else if (b.length >= 24 && ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n' && ascii(b, 12, 4) === 'IHDR') {
    format = 'png';
    const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
    size = { width: view.getUint32(16), height: view.getUint32(20) };
  } else if (b.length >= 16 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') {
    format = 'webp';
    size = webpSize(b);
  } else return null;
  if (!size || size.width < 1 || size.height < 1) return null;
  return { format, ...size };
}
