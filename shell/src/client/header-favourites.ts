import { carPath, type FavouriteEntry, imageUrl, type VehicleBasePath } from '@forecourt/contracts';
import { getDefaultStore } from 'jotai/vanilla';
import { afterNextPaint } from './after-paint.js';
import type { FavouritesAtom } from './favourites.js';

/**
 * The header's saved-vehicles menu follows the page's one favourites atom (the same object the search
 * cards and the car page toggle), so a heart tapped in any fragment updates the count at once.
 * Plain DOM on purpose: the header is shell markup, not a React root, and this keeps it to a few lines.
 * A toggle sets the count at once; the menu's list (closed, as a rule) is rebuilt after the heart's
 * paint (issue 36, INP).
 */
export function mountHeaderFavourites(doc: Document, favourites: FavouritesAtom): void {
  const root = doc.querySelector<HTMLElement>('[data-fc-saved]');
  if (!root) return;
  const base = (root.dataset.vehicles ?? '/cars') as VehicleBasePath;
  const count = root.querySelector<HTMLElement>('[data-fc-saved-count]');
  const list = root.querySelector<HTMLElement>('[data-fc-saved-list]');
  const empty = root.querySelector<HTMLElement>('[data-fc-saved-empty]');
  const store = getDefaultStore();
  let listed: FavouriteEntry[] | null = null;
  const renderList = () => {
    const saved = store.get(favourites);
    if (saved === listed) return;
    listed = saved;
    if (empty) empty.hidden = saved.length > 0;
    list?.replaceChildren(...saved.map((entry) => savedItem(doc, entry, base)));
  };
  const render = () => {
    if (count) count.textContent = String(store.get(favourites).length);
  };
  store.sub(favourites, () => {
    render();
    afterNextPaint(renderList);
  });
  render();
  renderList();
  root.hidden = false;
}

function savedItem(doc: Document, entry: FavouriteEntry, base: VehicleBasePath): HTMLElement {
  const li = doc.createElement('li');
  if (entry.primary_image_url) {
    const img = doc.createElement('img');
    img.src = imageUrl(entry.primary_image_url, { width: 128 });
    img.alt = '';
    img.loading = 'lazy';
    li.append(img);
  }
  const a = doc.createElement('a');
  a.href = carPath(entry.slug, base);
  a.textContent = entry.name || `${entry.make} ${entry.model}`;
  li.append(a);
  return li;
}
