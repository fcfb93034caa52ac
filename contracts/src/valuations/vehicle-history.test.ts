import { describe, expect, it } from 'vitest';
import { demoVehicleHistory, VehicleHistoryRequestSchema, VehicleHistorySchema } from './vehicle-history.js';

describe('vehicle history (SPEC §7 /api/nevdis)', () => {
  it('is asked by rego + state or by a 17-character VIN, nothing else', () => {
    expect(VehicleHistoryRequestSchema.parse({ rego: 'abc 123', state: 'NSW' })).toEqual({
      rego: 'ABC123',
      state: 'NSW',
    });
    expect(VehicleHistoryRequestSchema.parse({ vin: ' jtdbr32e520012345 ' })).toEqual({ vin: 'JTDBR32E520012345' });
    for (const bad of [
      { vin: 'JTDBR32E52001234O' }, // O is never in a VIN
      { vin: 'SHORT' },
      { rego: 'ABC123' },
      { rego: 'ABC123', state: 'NSW', extra: 1 },
      { rego: 'ABC123', state: 'NSW', vin: 'JTDBR32E520012345' },
      {},
    ])
      expect(VehicleHistoryRequestSchema.safeParse(bad).success).toBe(false);
  });

  it('the demo history is deterministic, valid, marked demo, and shows stolen and written-off regos', () => {
    const a = demoVehicleHistory({ rego: 'ABC123', state: 'NSW' }, 2026);
    expect(demoVehicleHistory({ rego: 'ABC123', state: 'NSW' }, 2026)).toEqual(a);
    expect(VehicleHistorySchema.parse(a)).toEqual(a);
    expect(a).toMatchObject({ demo: true, stolen: false, written_off: null, registration: { status: 'current' } });
    expect(demoVehicleHistory({ rego: 'STOLEN1', state: 'VIC' }, 2026).stolen).toBe(true);
    expect(demoVehicleHistory({ rego: 'WOV22', state: 'QLD' }, 2026).written_off?.kind).toBe('repairable');
    expect(demoVehicleHistory({ vin: 'JTDBR32E520012345' }, 2026).vehicle.vin).toBe('JTDBR32E520012345');
  });
});
