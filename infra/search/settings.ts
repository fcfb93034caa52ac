/**
 * Meilisearch index settings: defined once in edge/src/search/sync-settings.ts (from contracts'
 * SEARCH_INDEX_SETTINGS), which the edge's cron sync uses too; re-exported for the CLI and the tests.
 */
export {
  applySearchSettings,
  meilisearchSettings,
  settingsDigest,
  succeeded,
} from '../../edge/src/search/sync-settings.js';
