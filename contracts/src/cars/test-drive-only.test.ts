import { describe, expect, it } from 'vitest';
import { isTestDriveOnly } from './test-drive-only.js';

// SPEC §3: "A car with tag 'Test Drive Only' or '*** Test Drive Vehicle Only ***' is test-drive-only.
// Other tags: Special, Pre-order."
describe('isTestDriveOnly', () => {
  it.each([
    ['Test Drive Only', true],
    ['*** Test Drive Vehicle Only ***', true],
    [' Test Drive Only ', true],
    ['Special', false],
    ['Pre-order', false],
    [null, false],
  ])('%s -> %s', (tag, expected) => expect(isTestDriveOnly({ tag })).toBe(expected));
});
