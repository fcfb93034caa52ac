/**
 * @forecourt/infra/search: Meilisearch index settings (from contracts' SEARCH_INDEX_SETTINGS), document
 * sync with the admin key (D1 → Meilisearch: the edge's syncCarsIndex, the one the cron runs), and the
 * Meilisearch-compatible development server (compat-server/).
 */

export {
  dropUnreadOutbox,
  type SyncDb,
  type SyncReport as CarsSyncReport,
  syncCarsIndex,
} from '../../edge/src/search/sync.js';
export { type CompatKeys, verifyTenantToken } from './compat-server/auth.js';
export { type CompatServer, DEV_KEYS, startCompatServer } from './compat-server/main.js';
export { type D1Target, inlineParams, openD1 } from './d1.js';
export {
  type CarRow,
  carDocumentsFromRows,
  type SearchDocument,
  tenantCarDocuments,
  tenantCatalogueDocuments,
} from './documents.js';
export {
  indexedIds,
  type LoadReport,
  loadIndexesFromDocuments,
  loadIndexFromDocuments,
  SYNC_BATCH_SIZE,
} from './load-documents.js';
export { applySearchSettings, meilisearchSettings, settingsDigest } from './settings.js';
