/**
 * The car page's load-time work, without React (the shell runs it at boot: shell/src/client/manifest.ts
 * LOAD_MODULE_ATTR). The page's React hydrates on the shopper's first intent (issue 36), so what every
 * visit needs happens here: the `view_item` push, and each gallery thumbnail's photo once it comes within
 * SPEC §9's 200 px of the viewport.
 */
import { whenNearViewport } from '../components/lazy.js';
import type { CarPageProps } from './car-props.js';
import { pushViewItem } from './view-item.js';

export function load(el: HTMLElement, props: CarPageProps): void {
  if (props.kind !== 'car') return;
  pushViewItem(props.ad);
  for (const img of el.querySelectorAll<HTMLImageElement>('img[data-lazy-src]')) {
    whenNearViewport(img, () => {
      // srcset first: with sizes set, the browser then picks from it rather than fetching src too.
      img.srcset = img.dataset.lazySrcset ?? '';
      img.src = img.dataset.lazySrc ?? '';
    });
  }
}
