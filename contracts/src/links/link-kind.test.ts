import { describe, expect, it } from 'vitest';
import { linkAttributes, linkKind } from './link-kind.js';

// SPEC §2: "Internal paths beginning with a single slash or # use client routing." "tel:, mailto: and maps
// links are plain anchors; external links open in a new tab."
describe('linkKind', () => {
  it.each([
    ['/search', 'internal'],
    ['#finance-form', 'internal'],
    ['//cdn.example.com/x', 'external'],
    ['https://example.com', 'external'],
    ['tel:0298765432', 'plain'],
    ['mailto:sales@example.com', 'plain'],
    ['maps:?q=Sydney', 'plain'],
    ['https://www.google.com/maps/place/x', 'plain'],
    ['https://maps.google.com.au/?q=x', 'plain'],
    ['https://maps.apple.com/?q=x', 'plain'],
    ['https://maps.app.goo.gl/abc', 'plain'],
    ['https://www.google.com/search?q=maps', 'external'],
  ])('%s -> %s', (href, kind) => expect(linkKind(href)).toBe(kind));
  it('sets attributes', () => {
    expect(linkAttributes('/a')).toEqual({ clientRouting: true });
    expect(linkAttributes('tel:1')).toEqual({ clientRouting: false });
    expect(linkAttributes('https://x.test')).toEqual({
      clientRouting: false,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });
});
