import { describe, expect, it } from 'vitest';
import {
  IMAGE_SMALL_SIZES,
  IMAGE_WIDTHS,
  imageSizes,
  imageSrcSet,
  imageUrl,
  servedImageQuality,
  snapImageWidth,
} from './cdn-url.js';
import { ImageRequestSchema } from './image-request.js';

// SPEC §9: "Image quality default 75 (60 on some sites ...); image widths 640, 750, 828, 1080, 1200,
// 1920, 2048, 3840 and small sizes 16-384"
describe('image widths', () => {
  it('lists the SPEC widths', () => {
    expect(IMAGE_WIDTHS).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(IMAGE_SMALL_SIZES[0]).toBe(16);
    expect(IMAGE_SMALL_SIZES.at(-1)).toBe(384);
  });
  it.each([
    [1, 16],
    [16, 16],
    [17, 32],
    [384, 384],
    [385, 640],
    [700, 750],
    [3840, 3840],
    [5000, 3840],
  ])('snaps %i to %i', (w, expected) => expect(snapImageWidth(w)).toBe(expected));
});

// SPEC §7: "images come from an image CDN with width, quality and format parameters"
describe('imageUrl', () => {
  it('builds the default /cdn/image URL with quality 75', () => {
    expect(imageUrl('/uploads/car 1.jpg', { width: 800 })).toBe(
      '/cdn/image?src=%2Fuploads%2Fcar%201.jpg&w=828&q=75&fm=webp',
    );
  });
  it('takes the per-site quality, format and base', () => {
    expect(
      imageUrl('https://x.test/a.png?v=1', { width: 640, quality: 60, format: 'avif', base: 'https://img.test/i' }),
    ).toBe('https://img.test/i?src=https%3A%2F%2Fx.test%2Fa.png%3Fv%3D1&w=640&q=60&fm=avif');
    expect(imageUrl('/a.jpg', { width: 16, base: '/cdn/image?v=2' })).toBe(
      '/cdn/image?v=2&src=%2Fa.jpg&w=16&q=75&fm=webp',
    );
  });
});

describe('imageSrcSet / imageSizes', () => {
  it('lists each width with its descriptor', () => {
    const set = imageSrcSet('/a.jpg', { maxWidth: 750 });
    expect(set).toBe(
      '/cdn/image?src=%2Fa.jpg&w=640&q=75&fm=webp 640w, /cdn/image?src=%2Fa.jpg&w=750&q=75&fm=webp 750w',
    );
    expect(imageSrcSet('/a.jpg').split(', ')).toHaveLength(8);
    expect(imageSrcSet('/a.jpg', { small: true, maxWidth: 32, quality: 80 })).toContain('&w=32&q=80&fm=webp 32w');
    expect(imageSrcSet('/a.jpg', { maxWidth: 10 })).toBe('/cdn/image?src=%2Fa.jpg&w=640&q=75&fm=webp 640w');
  });
  it('orders sizes rules widest first', () => {
    expect(
      imageSizes([
        { minWidth: 768, size: '50vw' },
        { minWidth: 1200, size: '33vw' },
      ]),
    ).toBe('(min-width: 1200px) 33vw, (min-width: 768px) 50vw, 100vw');
    expect(imageSizes([], '320px')).toBe('320px');
  });
});

describe('ImageRequestSchema', () => {
  it('applies defaults and rejects unserved widths', () => {
    expect(ImageRequestSchema.parse({ src: '/a.jpg', w: '640' })).toEqual({ src: '/a.jpg', w: 640, q: 75, fm: 'webp' });
    expect(ImageRequestSchema.safeParse({ src: '/a.jpg', w: '641' }).success).toBe(false);
    expect(ImageRequestSchema.safeParse({ src: '/a.jpg', w: '640', q: '101' }).success).toBe(false);
    expect(ImageRequestSchema.safeParse({ src: '', w: '640' }).success).toBe(false);
  });
});

// SPEC §9: "Image quality default 75 (60 on some sites, 80 in another helper)"
describe('servedImageQuality', () => {
  it.each([
    [75, 75],
    [60, 60],
    [80, 80],
    [1, 60],
    [67, 60],
    [68, 75],
    [78, 80],
    [100, 80],
  ])('serves q=%i at %i', (q, expected) => expect(servedImageQuality(q)).toBe(expected));
});
