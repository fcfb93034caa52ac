import * as z from 'zod';
import { RemoteNameSchema, SemverSchema } from './fragment.schema.js';

/**
 * Per-dealer remote routing, stored in KV under ROUTING_KEY. `defaults` says which version of each
 * remote every dealer gets; `overrides[slug][remote]` pins one dealer. `revision` increases on every
 * change and is part of the edge HTML cache key, so a change takes effect on the very next request.
 * `history` keeps earlier values of overrides for rollback.
 */
export const ROUTING_KEY = 'routing:v1';
/** KV key of the deployment registry: which deployment slot of each remote runs which version. */
export const DEPLOYMENTS_KEY = 'deployments:v1';
/** Deployment slots per remote (blue/green): each is its own Worker with its own service binding. */
export const DEPLOYMENT_SLOTS = ['a', 'b'] as const;
export const DeploymentSlotSchema = z.enum(DEPLOYMENT_SLOTS);
export type DeploymentSlot = z.infer<typeof DeploymentSlotSchema>;

const RemoteVersionMap = z.partialRecord(RemoteNameSchema, SemverSchema);

export const RoutingTableSchema = z.object({
  revision: z.number().int().nonnegative(),
  defaults: RemoteVersionMap,
  overrides: z.record(z.string(), RemoteVersionMap),
  history: z
    .array(
      z.object({
        slug: z.string(),
        remote: RemoteNameSchema,
        from: SemverSchema.nullable(),
        to: SemverSchema.nullable(),
        at: z.string(),
      }),
    )
    .default([]),
});
export type RoutingTable = z.infer<typeof RoutingTableSchema>;

export const DeploymentsSchema = z.partialRecord(RemoteNameSchema, z.partialRecord(DeploymentSlotSchema, SemverSchema));
export type Deployments = z.infer<typeof DeploymentsSchema>;

/** Which version of `remote` a dealer gets: its override, else the default, else null. */
export function resolveRemoteVersion(
  table: RoutingTable,
  slug: string,
  remote: z.infer<typeof RemoteNameSchema>,
): string | null {
  return table.overrides[slug]?.[remote] ?? table.defaults[remote] ?? null;
}

/** Which slot runs `version` of `remote`, or null when that version is not deployed. */
export function slotForVersion(
  deployments: Deployments,
  remote: z.infer<typeof RemoteNameSchema>,
  version: string,
): DeploymentSlot | null {
  const slots = deployments[remote] ?? {};
  for (const slot of DEPLOYMENT_SLOTS) if (slots[slot] === version) return slot;
  return null;
}
