import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff.js';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const be16 = (n: number) => [n >> 8, n & 0xff];
const le16 = (n: number) => [n & 0xff, n >> 8];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const be32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

/** A JPEG header: SOI, an APP0 segment, a fill byte, then a baseline SOF0 of width × height. */
const jpeg = (width: number, height: number) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0, ...be16(16)],
    'JFIF\0',
    new Array(9).fill(0),
    [0xff, 0xff, 0xc0, ...be16(17), 8, ...be16(height), ...be16(width), 3],
    new Array(12).fill(0),
  );
const png = (width: number, height: number) =>
  bytes('\x89PNG\r\n\x1a\n', be32(13), 'IHDR', be32(width), be32(height), [8, 2, 0, 0, 0]);
const riff = (chunk: string, body: number[]) => bytes('RIFF', be32(0), 'WEBP', chunk, be32(0), body);

describe('sniffImage: the format and size from the bytes, never the declared type', () => {
  it('JPEG: the first frame header, past other segments and fill bytes', () => {
    expect(sniffImage(jpeg(1280, 853))).toEqual({ format: 'jpeg', width: 1280, height: 853 });
  });
  it('PNG: the IHDR chunk', () => {
    expect(sniffImage(png(640, 480))).toEqual({ format: 'png', width: 640, height: 480 });
  });
  it('WebP: lossy (VP8), lossless (VP8L) and extended (VP8X)', () => {
    const vp8 = riff('VP8 ', [...new Array(6).fill(0), ...le16(828), ...le16(552)]);
    expect(sniffImage(vp8)).toEqual({ format: 'webp', width: 828, height: 552 });
    const w = 99;
    const h = 49;
    const bits = (w - 1) | ((h - 1) << 14);
    const vp8l = riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff]);
    expect(sniffImage(vp8l)).toEqual({ format: 'webp', width: 99, height: 49 });
    const vp8x = riff('VP8X', [0, 0, 0, 0, ...le24(2047), ...le24(1023)]);
    expect(sniffImage(vp8x)).toEqual({ format: 'webp', width: 2048, height: 1024 });
    expect(sniffImage(riff('VP8?', new Array(20).fill(0)))).toBeNull();
  });
  it('anything else, a truncated header or a zero size is null', () => {
    expect(sniffImage(new TextEncoder().encode('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(jpeg(1280, 853).subarray(0, 30))).toBeNull();
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0x00], new Array(20).fill(0)))).toBeNull();
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 1], new Array(20).fill(0)))).toBeNull();
    expect(sniffImage(png(0, 480))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
