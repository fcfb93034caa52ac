import type { VehicleLookup } from './valuation.js';

/**
 * The lead fields each server action of a valuation step adds to the save (the forms remote builds them
 * with the functions below; the lead API keeps exactly these names on a valuation lead — formLeadFieldNames).
 */
export const VALUATION_ACTION_FIELDS = {
  lookup: ['Rego', 'vin', 'state', 'Vehicle Make', 'Vehicle Model', 'year'],
  confirm: ['vehicle_confirmed'],
  valuation: ['valuation_id', 'Valuation guide', 'valuation_offer', 'kilometres'],
} as const;
type ActionFields<A extends keyof typeof VALUATION_ACTION_FIELDS> = Record<
  (typeof VALUATION_ACTION_FIELDS)[A][number],
  unknown
>;

/**
 * The lead fields of a looked-up vehicle (SPEC §3 lead payload names).
 *
 * @example
 * lookupLeadFields({ rego: 'ABC123', state: 'NSW', make: 'Kia', model: 'Rio', year: 2019, … }); // { Rego: 'ABC123', vin: '', state: 'NSW', 'Vehicle Make': 'Kia', 'Vehicle Model': 'Rio', year: '2019' }
 */
export function lookupLeadFields(vehicle: VehicleLookup): ActionFields<'lookup'> {
  return {
    Rego: vehicle.rego,
    vin: vehicle.vin ?? '',
    state: vehicle.state ?? '',
    'Vehicle Make': vehicle.make,
    'Vehicle Model': vehicle.model,
    year: String(vehicle.year),
  };
}

/** The lead fields of a confirmed vehicle. */
export const confirmLeadFields = (): ActionFields<'confirm'> => ({ vehicle_confirmed: true });

/**
 * The lead fields of a valuation offer ('Valuation guide' becomes Yes by the SPEC §3 Yes/No rule).
 *
 * @example
 * offerLeadFields({ id: 'val_1', offer: 12000 }, 80000); // { valuation_id: 'val_1', 'Valuation guide': true, valuation_offer: 12000, kilometres: '80000' }
 */
export function offerLeadFields(valuation: { id: string; offer: number }, km: unknown): ActionFields<'valuation'> {
  return {
    valuation_id: valuation.id,
    'Valuation guide': true,
    valuation_offer: valuation.offer,
    kilometres: String(km),
  };
}
