import { buildArtifacts } from './artifacts.js';

/** Builds the edge and two content releases once for all integration tests. */
export default function setup(): void {
  if (process.env.FORECOURT_SKIP_BUILD !== '1') buildArtifacts();
}
