/** Stock feed imports (`pnpm ops stock import`; docs/STOCK-FEEDS.md). */

export { type Mapping, parseMapping, resolveHeader } from './columns.js';
export { FEED_COLUMNS, FeedRowSchema } from './feed-row.js';
export { type ImportReport, importStock, refusedRows, reportLines } from './import-stock.js';
export { type ImportPlan, planImport } from './plan-import.js';
export { readCsvFeed, readFeed, readJsonFeed } from './read-feed.js';
