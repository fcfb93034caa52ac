import { FRAGMENT_CONTRACT_VERSION } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { contractRefusal, contractVersionIn, edgeAccepts, servingEdgeContract } from './contract-gate.js';

describe('contract gate', () => {
  it('reads the contract constant from a bundle as esbuild writes it', () => {
    expect(contractVersionIn('var x = 1;\nvar FRAGMENT_CONTRACT_VERSION = "1.1.0";\n')).toBe('1.1.0');
    expect(contractVersionIn("FRAGMENT_CONTRACT_VERSION='2.0.0-rc.1'")).toBe('2.0.0-rc.1');
    expect(contractVersionIn('no contract here')).toBeNull();
    // a minified bundle: the variable is renamed, the mark literal stays
    expect(contractVersionIn('var a="forecourt-fragment-contract@1.2.0",b=a.slice(a.indexOf("@")+1);')).toBe('1.2.0');
  });

  it('the edge accepts the same major only', () => {
    expect(edgeAccepts('1.1.0', '1.0.0')).toBe(true);
    expect(edgeAccepts('1.1.0', '2.0.0')).toBe(false);
    expect(edgeAccepts('2.0.0', '1.9.0')).toBe(false);
  });

  it("uses the recorded edge's contract, else this tree's", () => {
    expect(servingEdgeContract({ remotes: {} })).toBe(FRAGMENT_CONTRACT_VERSION);
    expect(servingEdgeContract({ remotes: {}, edge: { version: '1', contract: '2.0.0', at: '' } })).toBe('2.0.0');
  });

  it('refuses an unknown or incompatible remote version, names both contracts', () => {
    const records = {
      edge: { version: '1.0.0', contract: '1.1.0', at: '' },
      remotes: { content: { '1.0.0': { contract: '1.0.0', at: '' }, '2.0.0': { contract: '2.0.0', at: '' } } },
    };
    expect(contractRefusal(records, 'content', '1.0.0')).toBeNull();
    expect(contractRefusal(records, 'content', '2.0.0')).toMatch(
      /contract 2\.0\.0.*edge \(contract 1\.1\.0\) accepts major 1/,
    );
    expect(contractRefusal(records, 'content', '3.0.0')).toMatch(/unknown/);
  });
});
