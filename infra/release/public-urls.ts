/**
 * A remote slot Worker (and the Stripe Worker) is reached only through the edge's service binding (issue 33 part 4): its
 * config must turn off the workers.dev URL and preview URLs at the top level and in every deployed
 * environment, or anyone could call `forecourt-<remote>-<slot>.<account>.workers.dev` past the edge's
 * tenant, routing and rate-limit checks. release:check and `pnpm release <remote>` refuse one that does not.
 */
import { readFileSync } from 'node:fs';
import { ENVIRONMENTS, stripLineComments } from './environments.js';

type Block = { workers_dev?: unknown; preview_urls?: unknown };
type SlotConfig = Block & { env?: Record<string, Block | undefined> };

/** What is wrong with a slot config's public URLs (empty: nothing). */
export function publicUrlProblems(config: SlotConfig): string[] {
  const blocks: [string, Block | undefined][] = [
    ['top level', config],
    ...ENVIRONMENTS.map((e): [string, Block | undefined] => [`env.${e}`, config.env?.[e]]),
  ];
  return blocks.flatMap(([where, block]) => [
    ...(block?.workers_dev === false
      ? []
      : [`${where}: workers_dev must be false (a remote is reached only through the edge)`]),
    ...(block?.preview_urls === false ? [] : [`${where}: preview_urls must be false`]),
  ]);
}

/** The problems of a slot config file (JSON, as build-remote.mjs writes it) or the Stripe Worker's (JSONC). */
export const slotConfigProblems = (file: string) =>
  publicUrlProblems(JSON.parse(stripLineComments(readFileSync(file, 'utf8'))) as SlotConfig);
