import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { applyMigration } from './migrate.js';

/** Real (Miniflare) D1, R2 and KV for edge unit tests: DB with the cars table's columns search reads. */
export async function testStorage(): Promise<{
  mf: Miniflare;
  db: D1Database;
  bucket: R2Bucket;
  kv: KVNamespace;
}> {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: 'export default { fetch() { return new Response(null) } }',
      d1Databases: ['DB'],
      r2Buckets: ['FILES'],
      kvNamespaces: ['SITES'],
    } as never),
  );
  const db = (await mf.getD1Database('DB')) as unknown as D1Database;
  await db.exec('CREATE TABLE cars (id INTEGER PRIMARY KEY, dealership_id INTEGER NOT NULL, doc TEXT NOT NULL)');
  // the stock version counters and their triggers (the search backend reads them before a reload)
  await applyMigration(db, '0023_stock_versions.sql');
  return {
    mf,
    db,
    bucket: (await mf.getR2Bucket('FILES')) as unknown as R2Bucket,
    kv: (await mf.getKVNamespace('SITES')) as unknown as KVNamespace,
  };
}
