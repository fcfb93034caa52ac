/** A lead's files in R2 (FILES), under leads/<site>/<lead id>/; D1 keeps their keys (store.ts). */
import { normalizeLeadFileName } from '@forecourt/contracts';
import type { Env } from '../env.js';
import type { LeadFile } from './store.js';

/** Puts each file; if one fails, those already put are removed and the error thrown. */
export async function storeLeadFiles(env: Env, site: string, leadId: string, files: readonly File[]) {
  const stored: LeadFile[] = [];
  try {
    for (const [i, file] of files.entries()) {
      const name = normalizeLeadFileName(file.name);
      const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').slice(-80);
      const key = `leads/${site}/${leadId}/${i}-${safe}`;
      await env.FILES.put(key, file.stream(), { httpMetadata: { contentType: file.type } });
      stored.push({ key, name, type: file.type, size: file.size });
    }
  } catch (error) {
    await removeLeadFiles(env, stored);
    throw error;
  }
  return stored;
}

/** Removes stored files (a lead that was not saved after all); failures are left to R2's lifecycle. */
export async function removeLeadFiles(env: Env, stored: readonly LeadFile[]): Promise<void> {
  await Promise.allSettled(stored.map((f) => env.FILES.delete(f.key)));
}
