/** SPEC §5: the category selector defaults to General Enquiry. */
export const DEFAULT_ENQUIRY_CATEGORY = 'General Enquiry';

/** SPEC §3 enquiry type of the sell-my-car form (lead event 28, see leadEventId). */
export const SELL_MY_CAR_CATEGORY = 'Sell My Car Enquiry';

/**
 * SPEC §5: the dealership select shows only when the group has more than one dealership.
 *
 * @example
 * showDealershipSelect(1); // false
 */
export function showDealershipSelect(dealershipCount: number): boolean {
  return dealershipCount > 1;
}
