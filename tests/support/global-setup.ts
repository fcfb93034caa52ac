import { buildArtifacts } from './artifacts.js';

/** Builds the edge and two content releases once for all integration tests. */
export default async function setup(): Promise<void> {
  if (process.env.FORECOURT_SKIP_BUILD !== '1') await buildArtifacts();
}
