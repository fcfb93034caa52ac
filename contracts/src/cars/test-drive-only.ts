/** SPEC §3: tags that make a car test-drive-only. */
export const TEST_DRIVE_ONLY_TAGS = ['Test Drive Only', '*** Test Drive Vehicle Only ***'] as const;
/** SPEC §3: other known tags. */
export const SPECIAL_TAG = 'Special';
export const PREORDER_TAG = 'Pre-order';

/**
 * SPEC §3: a car with tag 'Test Drive Only' or '*** Test Drive Vehicle Only ***' is test-drive-only.
 *
 * @example
 * isTestDriveOnly({ tag: 'Test Drive Only' }); // true
 * isTestDriveOnly({ tag: 'Special' }); // false
 */
export function isTestDriveOnly(car: { tag: string | null }): boolean {
  return car.tag !== null && (TEST_DRIVE_ONLY_TAGS as readonly string[]).includes(car.tag.trim());
}
