import { describe, expect, it } from 'vitest';
import { AUSTRALIAN_STATES, carTypeLabel } from './regions.js';

// SPEC §9: "Australian states: NSW, QLD, VIC, ACT, NT, SA, TAS, WA. Car types new, used, demo."
describe('regions', () => {
  it('lists the eight states', () =>
    expect(AUSTRALIAN_STATES).toEqual(['NSW', 'QLD', 'VIC', 'ACT', 'NT', 'SA', 'TAS', 'WA']));
  it('labels car types', () => {
    expect([carTypeLabel('new'), carTypeLabel('used'), carTypeLabel('demo')]).toEqual(['New', 'Used', 'Demo']);
  });
});
