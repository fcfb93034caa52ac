/**
 * @forecourt/infra/search: Meilisearch index settings (from contracts' SEARCH_INDEX_SETTINGS), document
 * sync with the admin key, and the Meilisearch-compatible development server (compat-server/).
 */
export { type CompatKeys, verifyTenantToken } from './compat-server/auth.js';
export { type CompatServer, DEV_KEYS, startCompatServer } from './compat-server/main.js';
export { type CarRow, carDocumentsFromRows, type SearchDocument, tenantCarDocuments } from './documents.js';
export { applySearchSettings, meilisearchSettings } from './settings.js';
export { indexedIds, SYNC_BATCH_SIZE, type SyncReport, syncIndex, syncSearch } from './sync.js';
