/** What the tests drive of `pnpm ops sites` (package export @forecourt/infra/sites). */
export { storedStockSummary } from '../../edge/src/cars/stock-summary.js';
export * from './custom-hostnames.js';
export * from './site-onboarding.js';
export { dealerDomainStatus, dealerDomains, usedIdsIn } from './sites-command.js';
export { SITE_KINDS, type SiteKind, siteTemplate, templateConfig } from './sites-init.js';
export { parseJsonc } from './sites-jsonc.js';
