import { useEffect, useRef, useState } from 'react';
import type { GalleryImage } from '../pages/car-props.js';
import { whenNearViewport } from './lazy.js';

/**
 * An image that loads when it comes within 200px of the viewport (SPEC §9 lazy-load margin, see
 * whenNearViewport). The server HTML has no src (so nothing loads before that), plus a <noscript>
 * copy with native lazy loading for browsers without JavaScript (Gallery's <noscript> style hides the
 * src-less .cd-lazy there, so each photo shows once).
 */
export function LazyImage({ image, sizes }: { image: GalleryImage; sizes: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (ref.current ? whenNearViewport(ref.current, () => setNear(true)) : undefined), []);
  const size = { width: 1080, height: 720 };
  return (
    <>
      <img
        ref={ref}
        className="cd-lazy"
        {...(near && { src: image.src, srcSet: image.srcSet })}
        sizes={sizes}
        alt={image.alt}
        decoding="async"
        {...size}
      />
      <noscript>
        <img src={image.src} srcSet={image.srcSet} sizes={sizes} alt={image.alt} loading="lazy" {...size} />
      </noscript>
    </>
  );
}
