import { useCallback, useEffect, useRef, useState } from 'react';
import type { GalleryImage } from '../pages/car-props.js';

/**
 * The photo gallery: the first image is the LCP candidate (fetchpriority high, eager), the rest lazy
 * (the browser's lazy loading starts well before the viewport, about the 200px margin of SPEC §9).
 * Clicking a photo opens a lightbox: arrows, ←/→, Escape, swipe; 'n / total' counts.
 */
export function Gallery({ images, sizes, title }: { images: GalleryImage[]; sizes: string; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return <div className="cd-gallery cd-gallery--empty">No photos yet</div>;
  const [first, ...rest] = images;
  return (
    <section className="cd-gallery" aria-label={`Photos of the ${title}`}>
      <button
        type="button"
        className="cd-gallery__main"
        onClick={() => setOpen(0)}
        aria-label="Open photo 1 in the lightbox"
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
        <span className="cd-gallery__count">1 / {images.length}</span>
      </button>
      {rest.length > 0 ? (
        <ul className="cd-gallery__thumbs">
          {rest.map((img, i) => (
            <li key={img.src}>
              <button type="button" onClick={() => setOpen(i + 1)} aria-label={`Open photo ${i + 2} in the lightbox`}>
                <img
                  src={img.src}
                  srcSet={img.srcSet}
                  sizes="(min-width: 992px) 15vw, 30vw"
                  alt={img.alt}
                  loading="lazy"
                  decoding="async"
                  width={1080}
                  height={720}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open !== null ? <Lightbox images={images} start={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

function Lightbox({ images, start, onClose }: { images: GalleryImage[]; start: number; onClose: () => void }) {
  const [index, setIndex] = useState(start);
  const touchX = useRef<number | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const n = images.length;
  const go = useCallback((delta: number) => setIndex((i) => (i + delta + n) % n), [n]);
  useEffect(() => {
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') go(1);
      else if (e.key === 'ArrowLeft') go(-1);
      else if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, onClose]);
  const img = images[index]!;
  return (
    <div
      className="cd-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label="Photo viewer"
      tabIndex={-1}
      ref={dialog}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const startX = touchX.current;
        const endX = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (startX === null || endX === undefined || Math.abs(endX - startX) < 40) return;
        go(endX < startX ? 1 : -1);
      }}
    >
      <button type="button" className="cd-lightbox__close" onClick={onClose} aria-label="Close photo viewer">
        ×
      </button>
      <button type="button" className="cd-lightbox__prev" onClick={() => go(-1)} aria-label="Previous photo">
        ‹
      </button>
      <img className="cd-lightbox__img" src={img.large} alt={img.alt} />
      <button type="button" className="cd-lightbox__next" onClick={() => go(1)} aria-label="Next photo">
        ›
      </button>
      <p className="cd-lightbox__count" aria-live="polite">
        {index + 1} / {n}
      </p>
    </div>
  );
}
