import { describe, expect, it } from 'vitest';
import { formatHit, highlightText, withHighlights, wordMatcher } from './highlight.js';

const car = {
  id: 7,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GX Hybrid',
  price: 45990,
  description: { body: 'A toyota SUV with Apple CarPlay.' },
};

describe('highlighting (Meilisearch attributesToHighlight → _formatted)', () => {
  it('wraps exact, prefix (last word as typed) and typo matches, keeping the original case', () => {
    const m = wordMatcher('toyta hyb');
    expect(highlightText('Toyota RAV4 GX Hybrid', m, '<em>', '</em>')).toBe('<em>Toyota</em> RAV4 GX <em>Hybrid</em>');
    // a prefix only counts for the last word, and short words get no typo
    expect(highlightText('Hybrids and hyb', wordMatcher('hyb suv'), '<em>', '</em>')).toBe('Hybrids and <em>hyb</em>');
  });

  it('highlights only the listed attributes (dotted paths for nested ones), other values unchanged', () => {
    const f = formatHit(car, { q: 'toyota', attributesToHighlight: ['make', 'description.body'] });
    expect(f.make).toBe('<em>Toyota</em>');
    expect((f.description as { body: string }).body).toBe('A <em>toyota</em> SUV with Apple CarPlay.');
    expect(f.badge).toBe('GX Hybrid');
    expect(f.price).toBe(45990);
  });

  it('`*` highlights every attribute, with custom tags', () => {
    const f = formatHit(car, {
      q: 'suv',
      attributesToHighlight: ['*'],
      highlightPreTag: '<b>',
      highlightPostTag: '</b>',
    });
    expect((f.description as { body: string }).body).toBe('A toyota <b>SUV</b> with Apple CarPlay.');
  });

  it('adds _formatted only when asked; an empty query leaves the text as it is', () => {
    expect(withHighlights([car], { q: 'toyota' })[0]).not.toHaveProperty('_formatted');
    expect(withHighlights([car], { q: 'toyota', attributesToHighlight: [] })[0]).not.toHaveProperty('_formatted');
    const [hit] = withHighlights([car], { q: '', attributesToHighlight: ['make'] });
    expect((hit as { _formatted: { make: string } })._formatted.make).toBe('Toyota');
  });
});
