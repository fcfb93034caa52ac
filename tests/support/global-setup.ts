import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrationStatements } from '../../edge/test-support/migrate.js';
import { buildArtifacts } from './artifacts.js';

/**
 * Builds the edge and two content releases once for all integration tests, and splits the migrations once
 * (edge/test-support/migrate.ts) so the test processes starting D1s read them rather than each import wrangler.
 */
export default async function setup(): Promise<void> {
  const migrations = fileURLToPath(new URL('../../infra/migrations/', import.meta.url));
  await Promise.all(
    readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => migrationStatements(f)),
  );
  if (process.env.FORECOURT_SKIP_BUILD !== '1') await buildArtifacts();
}
