import { makeSiteInput } from '@forecourt/contracts/fixtures';

/** A minimal valid site configuration for edge unit tests (defaults fill the rest). */
export const siteFixture = makeSiteInput();
