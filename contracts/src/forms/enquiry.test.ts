import { expect, it } from 'vitest';
import { showDealershipSelect } from './enquiry.js';

// SPEC §5: "The dealership select shows only when the group has more than one dealership."
// (The enquiry form's field rules are tested on the contact form definition: definitions/validate.test.ts.)
it.each([
  [0, false],
  [1, false],
  [2, true],
])('showDealershipSelect(%i) -> %s', (count, expected) => expect(showDealershipSelect(count)).toBe(expected));
