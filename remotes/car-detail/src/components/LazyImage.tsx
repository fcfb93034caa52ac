import type { GalleryImage } from '../pages/car-props.js';

/**
 * An image that loads when it comes within 200px of the viewport (SPEC §9 lazy-load margin): the page's
 * load module (CarPage.load.ts) gives it its src then, from `data-lazy-src` / `data-lazy-srcset`, before
 * and without React. The server HTML has no src (so nothing loads before that), plus a <noscript>
 * copy with native lazy loading for browsers without JavaScript (Gallery's <noscript> style hides the
 * src-less .cd-lazy there, so each photo shows once). React never renders a src here: the one it
 * hydrates keeps the one the load module set.
 */
export function LazyImage({ image, sizes }: { image: GalleryImage; sizes: string }) {
  const size = { width: 1080, height: 720 };
  return (
    <>
      <img
        className="cd-lazy"
        data-lazy-src={image.src}
        data-lazy-srcset={image.srcSet}
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
