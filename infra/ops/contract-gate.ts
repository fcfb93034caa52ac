import { FRAGMENT_CONTRACT_VERSION, type RemoteName } from '@forecourt/contracts';
import type { ReleaseRecords } from './release-records.js';

/**
 * The fragment contract version a Worker bundle was built with (the mark literal of
 * contracts/src/fragment/fragment.schema.ts, which minification keeps), or null when it is not in the code.
 */
export function contractVersionIn(code: string): string | null {
  // The mark survives minification (contracts fragment.schema.ts); bundles built before it name the const.
  const m =
    /["']forecourt-fragment-contract@(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)["']/.exec(code) ??
    /FRAGMENT_CONTRACT_VERSION\s*=\s*["'](\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)["']/.exec(code);
  return m ? m[1]! : null;
}

const major = (version: string) => Number(version.split('.')[0]);

/** The edge accepts a remote's responses when the majors match (contracts isCompatibleContract). */
export function edgeAccepts(edgeContract: string, remoteContract: string): boolean {
  return Number.isInteger(major(remoteContract)) && major(remoteContract) === major(edgeContract);
}

/**
 * The contract of the edge that serves: the one its last release recorded, else the contracts in
 * this tree (a local platform runs the edge built from them).
 */
export function servingEdgeContract(records: ReleaseRecords): string {
  return records.edge?.contract ?? FRAGMENT_CONTRACT_VERSION;
}

/** Why routing dealers to remote@version would break their pages, or null when the edge accepts it. */
export function contractRefusal(records: ReleaseRecords, remote: RemoteName, version: string): string | null {
  const contract = records.remotes[remote]?.[version]?.contract;
  if (!contract) return `the contract of ${remote}@${version} is unknown (not recorded by a release or register)`;
  const edge = servingEdgeContract(records);
  if (edgeAccepts(edge, contract)) return null;
  return `${remote}@${version} speaks contract ${contract}; the edge (contract ${edge}) accepts major ${major(edge)} only`;
}
