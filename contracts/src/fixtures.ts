/**
 * Test fixtures for every package's tests (`@forecourt/contracts/fixtures`); not part of the
 * runtime barrel, so no bundle ever ships them.
 */
export { makeCar } from './cars/car.fixture.js';
export {
  FIXTURE_OPENING_HOURS,
  GROUP_SITE_FIXTURE,
  makeFragmentRequest,
  makeLocationInput,
} from './site/group-site.fixture.js';
export { makeSiteInput } from './site/site.fixture.js';
