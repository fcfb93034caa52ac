import { lazy, Suspense, useState } from 'react';
import type { GalleryImage } from '../pages/car-props.js';
import { LazyImage } from './LazyImage.js';

// The lightbox only ever opens on a click: its code is a separate chunk, off the page's JS budget.
type LightboxType = typeof import('./Lightbox.js')['default'];
let loaded: LightboxType | null = null;
const loadLightbox = () =>
  import('./Lightbox.js').then((m) => {
    loaded = m.default;
    return m;
  });
const LazyLightbox = lazy(loadLightbox);
/**
 * Fetched on intent (pointer over a photo, focus, touch): loaded before the click, the lightbox renders
 * in the click's own render and paint (the module itself, not lazy's promise, which would suspend once
 * more), not a frame of nothing then a second render (issue 36, INP).
 */
const prefetch = () => void loadLightbox().catch(() => {}); // a failed fetch shows when the lightbox opens
const intent = { onPointerEnter: prefetch, onPointerDown: prefetch, onFocus: prefetch };

/** The loaded module once there is one (no suspending), else the lazy one. */
function Lightbox(props: Parameters<LightboxType>[0]) {
  const Viewer = loaded ?? LazyLightbox;
  return <Viewer {...props} />;
}

/**
 * The photo gallery: the first image is the LCP candidate (fetchpriority high, eager), the rest load
 * within 200px of the viewport (SPEC §9 lazy-load margin, LazyImage).
 * Clicking a photo opens a lightbox: arrows, ←/→, Escape, swipe; 'n / total' counts.
 */
export function Gallery({ images, sizes, title }: { images: GalleryImage[]; sizes: string; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return <div className="cd-gallery cd-gallery--empty">No photos yet</div>;
  const [first, ...rest] = images;
  const count = `1 / ${images.length}`;
  return (
    <section className="cd-gallery" aria-label={`Photos of the ${title}`}>
      <button
        type="button"
        className="cd-gallery__main"
        {...intent}
        onClick={() => setOpen(0)}
        // The picture's own text (its alt) and the visible count (WCAG 2.5.3), then what the button does.
        aria-label={`${first!.alt}, ${count}: open photo 1 in the lightbox`}
      >
        <img
          src={first!.src}
          srcSet={first!.srcSet}
          sizes={sizes}
          alt={first!.alt}
          fetchPriority="high"
          loading="eager"
          decoding="async"
          width={1080}
          height={720}
        />
        <span className="cd-gallery__count">{count}</span>
      </button>
      {/* Without JavaScript the lazy images never get a src: their <noscript> copies stand in alone
          (!important: `.cd-gallery__thumbs img` sets display too, and is more specific). */}
      <noscript>
        <style>{'.cd-lazy{display:none!important}'}</style>
      </noscript>
      {rest.length > 0 ? (
        <ul className="cd-gallery__thumbs">
          {rest.map((img, i) => (
            <li key={img.src}>
              <button
                type="button"
                {...intent}
                onClick={() => setOpen(i + 1)}
                aria-label={`Open photo ${i + 2} in the lightbox`}
              >
                <LazyImage image={img} sizes="(min-width: 992px) 15vw, 30vw" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Suspense fallback={null}>
        {open !== null ? <Lightbox images={images} start={open} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </section>
  );
}
