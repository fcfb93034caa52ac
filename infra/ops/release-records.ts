import { DEPLOYMENT_SLOTS, REMOTE_NAMES, type RemoteName, SemverSchema } from '@forecourt/contracts';
import { z } from 'zod';
import type { Kv } from './kv.js';

/**
 * KV key of what the ops tools know about each released version beyond deployments:v1 (whose
 * schema is the edge's): the fragment contract it speaks, its slot and when it was released.
 * Only the ops tools read it (the routing contract gate); the edge never does.
 */
export const RELEASES_KEY = 'releases:v1';

const RecordSchema = z.object({ contract: SemverSchema, slot: z.enum(DEPLOYMENT_SLOTS).optional(), at: z.string() });
export const ReleaseRecordsSchema = z.object({
  edge: z.object({ version: z.string(), contract: SemverSchema, at: z.string() }).optional(),
  remotes: z.partialRecord(z.enum(REMOTE_NAMES), z.record(z.string(), RecordSchema)).default({}),
});
export type ReleaseRecords = z.infer<typeof ReleaseRecordsSchema>;

export function readReleaseRecords(kv: Pick<Kv, 'get'>): ReleaseRecords {
  const raw = kv.get(RELEASES_KEY);
  return ReleaseRecordsSchema.parse(raw ? JSON.parse(raw) : {});
}

export function withRemoteRecord(
  records: ReleaseRecords,
  remote: RemoteName,
  version: string,
  record: z.infer<typeof RecordSchema>,
): ReleaseRecords {
  return { ...records, remotes: { ...records.remotes, [remote]: { ...records.remotes[remote], [version]: record } } };
}
