/** The group site fixture and request builder shared by every remote's tests (contracts/fixtures). */
export { GROUP_SITE_FIXTURE as site, makeFragmentRequest as request } from '@forecourt/contracts/fixtures';
