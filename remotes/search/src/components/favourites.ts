// SearchPage.tsx still imports the atom from here; it is being split (issue 31, h-landing). After that
// merge, import from '@forecourt/remote-kit/favourites' there and delete this file.
export { favouritesAtom } from '@forecourt/remote-kit/favourites';
