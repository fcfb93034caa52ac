import type { RemoteName } from './fragment.schema.js';
import type { DeploymentSlot } from './routing.schema.js';

/**
 * The edge's service binding of a remote's deployment slot (edge/wrangler.jsonc `services`; the test
 * harness binds the same names). Written here once: tests/integration/remote-lists.test.ts checks the
 * edge config against REMOTE_NAMES × DEPLOYMENT_SLOTS with it.
 * @example slotBindingName('car-detail', 'b') === 'CAR_DETAIL_B'
 */
export function slotBindingName(remote: RemoteName, slot: DeploymentSlot): string {
  return `${remote.toUpperCase().replace(/-/g, '_')}_${slot.toUpperCase()}`;
}

/**
 * The Worker that runs a remote's slot (infra/build/build-remote.mjs names its release so).
 * @example slotWorkerName('content', 'a') === 'forecourt-content-a'
 */
export function slotWorkerName(remote: RemoteName, slot: DeploymentSlot): string {
  return `forecourt-${remote}-${slot}`;
}

/**
 * Where a remote version's client build is served: `/_remotes/<remote>/<version>/`. The edge
 * proxies this prefix to the slot running that version.
 * @example remoteAssetBase('content', '1.1.0') === '/_remotes/content/1.1.0/'
 */
export function remoteAssetBase(remote: RemoteName, version: string): string {
  return `/_remotes/${remote}/${version}/`;
}
