import { wrapTab } from '@forecourt/remote-kit/focus-trap';
import { useRef, useState } from 'react';
import type { GalleryImage } from '../pages/car-props.js';
import { dismissProps, useModal } from './modal.js';
import { swipeStep } from './swipe.js';

/** The photo viewer, a modal dialog: arrows, ←/→, Escape, touch swipe; 'n / total' counts. */
export default function Lightbox({
  images,
  start,
  onClose,
}: {
  images: GalleryImage[];
  start: number;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(start);
  const touchX = useRef<number | null>(null);
  const dialog = useModal();
  const n = images.length;
  const go = (delta: number) => setIndex((i) => (i + delta + n) % n);
  const img = images[index]!;
  return (
    <dialog
      className="cd-lightbox"
      aria-label="Photo viewer"
      // Focusable, so a click on the photo keeps focus (and the arrow keys) in the viewer.
      tabIndex={-1}
      ref={dialog}
      {...dismissProps(onClose)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1);
        else if (e.key === 'ArrowLeft') go(-1);
        else wrapTab(e.nativeEvent, e.currentTarget);
      }}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const step = swipeStep(touchX.current, e.changedTouches[0]?.clientX);
        touchX.current = null;
        if (step !== 0) go(step);
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
    </dialog>
  );
}
